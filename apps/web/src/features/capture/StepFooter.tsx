import { Button, Group } from '@mantine/core';

interface StepFooterProps {
  onBack?: (() => void) | undefined;
  /** The Next button: saves the step, then moves on. Absent with `submit`, where the form's submit does it. */
  onNext?: (() => void) | undefined;
  /** Next submits the surrounding form. */
  submit?: boolean;
  nextLabel?: string;
  busy?: boolean;
  nextDisabled?: boolean | undefined;
}

/** Back and Next under each capture screen; Next shows its progress while the step is saved. */
export function StepFooter({
  onBack,
  onNext,
  submit = false,
  nextLabel = 'Next',
  busy = false,
  nextDisabled,
}: StepFooterProps) {
  return (
    <Group justify="space-between" mt="md">
      {onBack ? (
        <Button variant="default" onClick={onBack} disabled={busy}>
          Back
        </Button>
      ) : (
        <span />
      )}
      {onNext || submit ? (
        <Button
          type={submit ? 'submit' : 'button'}
          {...(onNext ? { onClick: onNext } : {})}
          loading={busy}
          disabled={busy || nextDisabled}
        >
          {nextLabel}
        </Button>
      ) : null}
    </Group>
  );
}
