import { Paper, Text, Tooltip } from '@mantine/core';
import { locationBoxText } from '@ridgeline/domain';
import type { LocationSummary } from '../session/session-types';

/** Spec §2: name cut at 20, address at 20, city at 15; the tooltip gives address and city in full. */
export function LocationBox({ location }: { location: LocationSummary }) {
  const text = locationBoxText(location);
  return (
    <Tooltip label={text.tooltip || location.name} withArrow>
      <Paper withBorder px="sm" py={4} radius="sm" data-testid="location-box" aria-label="Selected location">
        <Text fw={600} size="sm" lh={1.3}>
          {text.name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {text.address}
        </Text>
        <Text size="xs" c="dimmed" lh={1.3}>
          {text.city}
        </Text>
      </Paper>
    </Tooltip>
  );
}
