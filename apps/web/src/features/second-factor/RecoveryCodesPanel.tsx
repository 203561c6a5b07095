import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack } from '@mantine/core';

/** The recovery codes, shown once: each signs in once when the authenticator app is not at hand. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" title="Save your recovery codes">
        Each code signs you in once if you lose your authenticator app. They are shown only now.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {codes.map((code) => (
          <li key={code}>
            <Code data-testid="recovery-code">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy the codes'}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone}>I have saved my recovery codes</Button>
      </Group>
    </Stack>
  );
}
