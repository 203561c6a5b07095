import { useState } from 'react';
import { Button, Group, PasswordInput, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

export interface SecretFieldProps {
  label: string;
  /** Whether the server holds a value; it never sends the value itself. */
  isSet: boolean;
  inputProps: GetInputPropsReturnType;
}

/** A write-only secret: "set" with a Replace button while stored, an empty input otherwise or when replacing. */
export function SecretField({ label, isSet, inputProps }: SecretFieldProps) {
  const [replacing, setReplacing] = useState(false);
  if (isSet && !replacing) {
    return (
      <Group gap="xs" align="center">
        <Text size="sm" fw={500}>
          {label}:
        </Text>
        <Text size="sm" c="dimmed" aria-label={`${label} is set`}>
          set
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setReplacing(true)}>
          Replace {label.toLowerCase()}
        </Button>
      </Group>
    );
  }
  return (
    <PasswordInput
      label={label}
      autoComplete="new-password"
      description={isSet ? 'Leave blank to keep the stored one' : undefined}
      visibilityToggleButtonProps={{ 'aria-label': `Show or hide ${label}` }}
      {...inputProps}
    />
  );
}
