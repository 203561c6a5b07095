import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DashboardFigure } from './figures';

export function DashboardFigures({ figures }: { figures: readonly DashboardFigure[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
      {figures.map((item) => (
        <Paper key={item.label} withBorder p="md" radius="md" aria-label={item.label}>
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text fw={700} fz={32} data-testid={`figure-${item.label}`}>
            {item.value === null ? '—' : item.value.toLocaleString('en-US')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
