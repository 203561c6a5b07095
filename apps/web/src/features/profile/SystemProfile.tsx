import { Button, Paper, Stack, Table, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSystemProfile } from './api/get-system-profile';

export function SystemProfile() {
  const { data } = useSystemProfile();
  return (
    <Stack>
      <Title order={1} size="h2">
        Basic Info
      </Title>
      <Paper withBorder p="md" maw={640}>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Full name</Table.Th>
              <Table.Td>{data.fullName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Td>{data.email}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
      <Button component={Link} to="/system/change-password" variant="light" w="fit-content">
        Change Password
      </Button>
    </Stack>
  );
}
