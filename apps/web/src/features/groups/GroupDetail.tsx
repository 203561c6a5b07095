import { Anchor, Grid, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ConfirmModal } from '../forms/ConfirmModal';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { DetailActions } from '../lists/DetailActions';
import { DetailTable } from '../lists/DetailTable';
import { StatusBadge } from '../lists/ListRows';
import { DetailHeader } from '../lists/DetailHeader';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { groupQueryOptions, groupServicesQueryOptions, useDeleteGroup } from './api/groups';

/** One group: its details and its services in display order; Modify, and Delete after a confirmation. */
export function GroupDetail({ portal, id }: { portal: PortalRef; id: string }) {
  const { data: group } = useSuspenseQuery(groupQueryOptions(portal, id));
  const { data: services } = useSuspenseQuery(groupServicesQueryOptions(portal, id));
  const can = useCan(portal);
  const remove = useDeleteGroup(portal);
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const base = `/partner/${encodeURIComponent(portal.code)}/groups_prioritize`;
  const confirmDelete = () =>
    remove.mutateAsync(group.id).then(
      notifyDone('Group deleted successfully', () => {
        setConfirming(false);
        void navigate({ href: base });
      }),
      (error: unknown) => {
        // The server's rule on groups that still hold services is the message people need to read.
        setConfirming(false);
        notifyFailure(error);
      },
    );
  return (
    <Stack>
      <DetailHeader
        image={group.image}
        title={group.name}
        badges={<StatusBadge active={group.active} />}
        actions={
          can('groups:modify') && (
            <DetailActions modifyHref={`${base}/modify/${group.id}`} onDelete={() => setConfirming(true)} />
          )
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md">
            <DetailTable
              rows={[
                ['Description', group.description],
                ['Priority', String(group.order + 1)],
              ]}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="md">
            <Title order={2} size="h4" mb="sm">
              Services
            </Title>
            {services.length === 0 ? (
              <Text c="dimmed">No services in this group yet.</Text>
            ) : (
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>#</Table.Th>
                    <Table.Th>Service</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {services.map((service, index) => (
                    <Table.Tr key={service.serviceId}>
                      <Table.Td>{index + 1}</Table.Td>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          to={`/partner/${encodeURIComponent(portal.code)}/services/detail/${service.serviceId}`}
                        >
                          {service.displayName}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={confirming}
        title="Delete group"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      >
        Delete the group {group.name}? A group that still holds services cannot be deleted: remove its
        services first.
      </ConfirmModal>
    </Stack>
  );
}
