import { Button, Paper, Stack, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DetailTable } from '../lists/DetailTable';
import { useSystemProfile } from './api/get-system-profile';

export function SystemProfile() {
  const { data } = useSystemProfile();
  return (
    <Stack>
      <Title order={1} size="h2">
        Basic Info
      </Title>
      <Paper withBorder p="md" maw={640}>
        <DetailTable
          rows={[
            ['Full name', data.fullName],
            ['Email', data.email],
          ]}
          labelWidth={160}
        />
      </Paper>
      <Button component={Link} to="/system/change-password" variant="light" w="fit-content">
        Change Password
      </Button>
    </Stack>
  );
}
