import { Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A screen's heading (its one h1) with its actions beside it: an add button, a type switch. */
export function ScreenHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Group>
  );
}
