import { Alert, List, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@ridgeline/backend-client';
import { formatInstant } from '@ridgeline/domain';
import { systemClient } from '../session/backend';
import { dashboardKeys } from './keys';

// The system area has no zone: UTC, named, never the browser's (issue 27 item 6).
const day = (iso: string) => formatInstant(iso);

/** Administrators are warned before accounts unused for 90 days are disabled (issue 18). */
export function InactiveAccountsWarning() {
  const { data } = useQuery({
    queryKey: [...dashboardKeys.system(), 'inactive-accounts'],
    queryFn: async () => (await unwrap(systemClient().GET('/system/v1/inactive-accounts'))).data,
  });
  if (!data || data.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title={`${data.length} account${data.length === 1 ? '' : 's'} unused for nearly 90 days`}
    >
      <Text size="sm">
        Accounts unused for 90 days are disabled. A sign-in before the date keeps an account.
      </Text>
      <List size="sm" mt="xs">
        {data.slice(0, 20).map((account) => (
          <List.Item key={account.id}>
            {account.fullName} ({account.email}): last used {day(account.lastActiveOn)}, disabled on{' '}
            {day(account.disableOn)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
