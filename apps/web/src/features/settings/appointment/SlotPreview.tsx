import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { previewSlots, type AppointmentSettings } from '@ridgeline/domain';
import dayjs from 'dayjs';

export interface SlotPreviewProps {
  /** Settings as they stand in the form; null while the form has errors. */
  settings: AppointmentSettings | null;
  timeZone: string;
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  now: Date;
}

/**
 * The slots booking offers on the chosen day under the settings being edited: libs/domain's previewSlots, the
 * same slot rules booking runs, so what the screen shows is what a customer will be offered.
 */
export function SlotPreview({ settings, timeZone, date, now }: SlotPreviewProps) {
  const heading = dayjs(date).format('dddd, MMMM D, YYYY');
  if (!settings) {
    return (
      <Alert color="yellow" title="No preview">
        Correct the highlighted fields to see the slots of {heading}.
      </Alert>
    );
  }
  const preview = previewSlots({ settings, timeZone, date, now });
  const places = preview.slots.reduce((sum, slot) => sum + slot.capacity, 0);
  return (
    <Stack gap="xs" aria-live="polite">
      {/* Level 2: the page title is the only heading above it (axe heading-order). */}
      <Title order={2} size="h4">
        Slots on {heading}
      </Title>
      <Text size="sm" c="dimmed">
        Times in {timeZone}. Booking is open through {dayjs(preview.lastBookableDate).format('MMMM D, YYYY')}.
      </Text>
      {preview.status === 'PAST' ? <Text>This day has passed: booking offers nothing.</Text> : null}
      {preview.status === 'BEYOND_VIEW_LIMIT' ? (
        <Text>This day is beyond the appointment view limit: booking does not offer it yet.</Text>
      ) : null}
      {preview.status === 'CLOSED' ? (
        <Text>No slots on this day (closed, a break or a time-off).</Text>
      ) : null}
      {preview.status === 'OPEN' ? (
        <>
          <Text data-testid="slot-summary">
            {preview.slots.length} slots, {places} places
          </Text>
          <Group gap={6} role="list" aria-label="Slots">
            {preview.slots.map((slot) => (
              <Badge key={slot.start} role="listitem" variant="default" size="lg" radius="sm" tt="none">
                {slot.startTime}–{slot.endTime} · {slot.capacity}
              </Badge>
            ))}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}
