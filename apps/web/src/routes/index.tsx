import { Anchor, Container, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="lg">
        <ThemeIcon size={56} radius="md" variant="light" aria-hidden>
          <svg viewBox="0 0 32 32" width="36" height="36">
            <path
              d="M9 22c0-6 3-11 7-11s7 5 7 11M12.5 22c0-4 1.5-7.5 3.5-7.5s3.5 3.5 3.5 7.5M16 18v4"
              stroke="currentColor"
              strokeWidth="2"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
        </ThemeIcon>
        <Title order={1}>Ridgeline</Title>
        <Text size="lg">
          Ridgeline runs fingerprinting services for FBI background checks and identity-history-summary
          requests: partners and their locations book appointments, operators capture fingerprints, photo and
          signatures with a live-scan device, and finished records leave as EFT files over SFTP.
        </Text>
        <List spacing="xs">
          <List.Item>System administrators run the platform.</List.Item>
          <List.Item>Partner and location staff manage appointments, services and people.</List.Item>
          <List.Item>Operators capture prints through the local device agent.</List.Item>
        </List>
        <Text c="dimmed" size="sm">
          API health: <Anchor href="/healthz">/healthz</Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
