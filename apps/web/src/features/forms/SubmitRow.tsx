import { Button, Group } from '@mantine/core';

/** A form's Submit button, right-aligned, disabled and spinning while the request is in flight. */
export function SubmitRow({ submitting, label = 'Submit' }: { submitting: boolean; label?: string }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={submitting} disabled={submitting}>
        {label}
      </Button>
    </Group>
  );
}
