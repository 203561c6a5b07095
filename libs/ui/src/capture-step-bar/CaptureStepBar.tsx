import { useRef, type KeyboardEvent } from 'react';
import { Box, Group, UnstyledButton, Text, ThemeIcon } from '@mantine/core';
import type { StepAvailability } from '@ridgeline/domain';

export interface CaptureStepBarProps {
  /** The seven steps with their availability, as `reachableSteps()` from @ridgeline/domain returns them. */
  steps: readonly StepAvailability[];
  /** Index of the step on screen. */
  activeIndex: number;
  onStepSelect: (index: number) => void;
}

/**
 * The capture workflow's step bar. Disabled steps are real disabled buttons, so Tab skips them and clicks do
 * nothing; arrow keys, Home and End also move focus between the enabled ones.
 */
export function CaptureStepBar({ steps, activeIndex, onStepSelect }: CaptureStepBarProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusEnabled = (from: number, direction: 1 | -1) => {
    for (let index = from; index >= 0 && index < steps.length; index += direction) {
      if (!steps[index]?.disabled) {
        buttons.current[index]?.focus();
        return;
      }
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowRight: () => focusEnabled(index + 1, 1),
      ArrowLeft: () => focusEnabled(index - 1, -1),
      Home: () => focusEnabled(0, 1),
      End: () => focusEnabled(steps.length - 1, -1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <Box component="nav" aria-label="Capture steps">
      <Group component="ol" gap="xs" wrap="wrap" p={0} m={0}>
        {steps.map((step) => {
          const current = step.index === activeIndex;
          return (
            <li key={step.key} style={{ listStyle: 'none' }}>
              <UnstyledButton
                ref={(element) => {
                  buttons.current[step.index] = element;
                }}
                disabled={step.disabled}
                aria-current={current ? 'step' : undefined}
                onClick={() => onStepSelect(step.index)}
                onKeyDown={(event) => onKeyDown(event, step.index)}
                px="sm"
                py={6}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  opacity: step.disabled ? 0.45 : 1,
                  cursor: step.disabled ? 'not-allowed' : 'pointer',
                  background: current ? 'var(--mantine-primary-color-light)' : undefined,
                }}
              >
                <Group gap={8} wrap="nowrap">
                  <ThemeIcon
                    size={24}
                    radius="xl"
                    variant={current ? 'filled' : 'light'}
                    color={step.disabled ? 'gray' : undefined}
                    aria-hidden
                  >
                    <Text size="xs" fw={700} span>
                      {step.index + 1}
                    </Text>
                  </ThemeIcon>
                  <Text size="sm" fw={current ? 700 : 500} span>
                    {step.name}
                  </Text>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Group>
    </Box>
  );
}
