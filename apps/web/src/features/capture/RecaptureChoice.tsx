import { Checkbox, SimpleGrid, Stack, Text } from '@mantine/core';
import { FINGER_CODES, impressionLabel, type FingerCode } from '@ridgeline/domain';

interface RecaptureChoiceProps {
  chosen: readonly string[];
  onChange(codes: FingerCode[]): void;
}

/**
 * A recapture transaction takes again only the impressions the operator ticks here (those the FBI rejected);
 * the parent's other prints stay as they are.
 */
export function RecaptureChoice({ chosen, onChange }: RecaptureChoiceProps) {
  return (
    <Checkbox.Group
      label="Prints to recapture"
      description="Tick the impressions to take again, then start the capture."
      value={[...chosen]}
      onChange={(values) => onChange(FINGER_CODES.filter((code) => values.includes(code)))}
    >
      <Stack gap="xs" mt="xs">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="xs">
          {FINGER_CODES.map((code) => (
            <Checkbox key={code} value={code} label={impressionLabel(code)} />
          ))}
        </SimpleGrid>
        {chosen.length === 0 ? (
          <Text size="sm" c="dimmed">
            Choose at least one print.
          </Text>
        ) : null}
      </Stack>
    </Checkbox.Group>
  );
}
