import { Box, Group, Text } from '@mantine/core';
import { FINGER_STATUS_STYLE, FINGER_STATUS_TEXT, type FingerStatus } from './finger-status';

const LEGEND_ORDER: readonly FingerStatus[] = ['red', 'yellow', 'selected', 'captured', 'pending'];

export function HandDiagramLegend() {
  return (
    <Group component="ul" aria-label="Legend" gap="md" justify="center" p={0} m={0}>
      {LEGEND_ORDER.map((status) => {
        const style = FINGER_STATUS_STYLE[status];
        return (
          <Group component="li" key={status} gap={6} wrap="nowrap" style={{ listStyle: 'none' }}>
            <Box
              aria-hidden
              w={14}
              h={14}
              style={{
                borderRadius: 4,
                background: style.fill,
                border: `${Math.min(style.strokeWidth, 3)}px solid ${style.stroke}`,
              }}
            />
            <Text size="xs">{FINGER_STATUS_TEXT[status]}</Text>
          </Group>
        );
      })}
    </Group>
  );
}
