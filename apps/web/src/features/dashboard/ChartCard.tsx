import { Paper, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One chart of a dashboard: a titled figure with a one-line summary. The drawing is for the eye; screen readers
 * get the same figures as a table. With `empty` set, the sentence stands in the drawing's place.
 */
export function ChartCard({
  title,
  summary,
  children,
  table,
  empty,
}: {
  title: string;
  summary: string;
  children: ReactNode;
  table: ReactNode;
  empty?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} component="figcaption">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mb="sm" data-testid={`chart-summary-${title}`}>
        {summary}
      </Text>
      {empty ? (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      ) : (
        <>
          <div aria-hidden style={{ width: '100%', height: 220 }}>
            {children}
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
