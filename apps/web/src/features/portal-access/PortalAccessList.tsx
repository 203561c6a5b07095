import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../forms/error-message';
import { accessEntries, type AccessEntry } from './access-entries';
import { useEnterPortal } from './api/enter-portal';
import { useUserAccess } from './api/get-user-access';
import { FailureAlert } from '../forms/FailureAlert';

/** The user portal index: every partner and location the user may enter, one click each. */
export function PortalAccessList() {
  const { data } = useUserAccess();
  const navigate = useNavigate();
  const enter = useEnterPortal();
  const { partners, locations } = accessEntries(data);

  const open = (entry: AccessEntry) =>
    enter.mutate(
      {
        ref: entry.ref,
        partnerId: entry.partnerId,
        locationId: entry.locationId,
        ...(entry.location ? { location: entry.location } : {}),
      },
      {
        onSuccess: () => {
          if (entry.ref.kind === 'partner') {
            void navigate({ to: '/partner/$partnerCode/dashboard', params: { partnerCode: entry.ref.code } });
          } else {
            void navigate({
              to: '/location/$locationCode/dashboard',
              params: { locationCode: entry.ref.code },
            });
          }
        },
      },
    );

  const section = (title: string, entries: AccessEntry[]) => (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {entries.length === 0 ? <Text c="dimmed">None</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {entries.map((entry) => (
          <Paper key={`${entry.ref.kind}:${entry.ref.code}`} withBorder p="md" radius="md">
            <Group justify="space-between" wrap="nowrap">
              <Group wrap="nowrap" gap="sm" style={{ minWidth: 0 }}>
                <Avatar src={entry.logo} radius="sm" alt="">
                  {entry.title.slice(0, 2).toUpperCase()}
                </Avatar>
                <div>
                  <Text fw={600}>{entry.title}</Text>
                  <Text size="sm" c="dimmed">
                    {entry.subtitle}
                  </Text>
                </div>
              </Group>
              <Button
                aria-label={`Enter ${entry.title}`}
                style={{ flexShrink: 0 }}
                loading={enter.isPending && enter.variables.ref.code === entry.ref.code}
                disabled={enter.isPending}
                onClick={() => open(entry)}
              >
                Enter
              </Button>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        Your partners and locations
      </Title>
      <FailureAlert>{errorMessage(enter.error)}</FailureAlert>
      {section('Partners', partners)}
      {section('Locations', locations)}
    </Stack>
  );
}
