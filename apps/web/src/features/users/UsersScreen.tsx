import { formatInstant } from '@ridgeline/domain';
import { Button, Group, Modal, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { ListFooter } from '../lists/ListFooter';
import { LoadingRows, StatusBadge, ActionsHeader } from '../lists/ListRows';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { SortHeader } from '../lists/SortHeader';
import { usePartnerSession } from '../session/use-session';
import type { PortalRef } from '../session/session-types';
import {
  useInvite,
  useInvitedUsers,
  usePartnerUsers,
  useRevokeAccess,
  useRoles,
  useSelectableLocations,
  type EntityUser,
  type InvitedUser,
} from './api/partner-users';
import { InviteForm } from './InviteForm';
import { useMayHandRole } from './use-may-hand-role';
import type { UsersTab } from './users-search';
import { ScreenHeader } from '../lists/ScreenHeader';

interface UsersScreenProps {
  portal: PortalRef;
  /** The URL's list state and open tab (the lists' queries leave the tab out). */
  search: ListSearch & { tab: UsersTab };
  onSearch(next: Partial<ListSearch> & { tab?: UsersTab }): void;
}

type Revoking = { id: string; entityId: string; email: string; label: string };

/** Spec §2's user screen: users with access, the roles' permissions, pending invitations; invite and revoke. */
export function UsersScreen({ portal, search: { tab, ...search }, onSearch }: UsersScreenProps) {
  const session = usePartnerSession(portal);
  const users = usePartnerUsers(portal, search);
  const invited = useInvitedUsers(portal, search);
  const roles = useRoles(portal);
  const locations = useSelectableLocations(portal);
  const invite = useInvite(portal);
  const revoke = useRevokeAccess(portal);
  const [inviting, setInviting] = useState(false);
  const [revoking, setRevoking] = useState<Revoking | null>(null);
  const mayHandRole = useMayHandRole(portal);
  const roleCodes = (roleId: string) => roles.data?.find((role) => role.id === roleId)?.permissions;
  // Revoking takes the user's role away: only someone holding all of it may (the server also counts the user's
  // other grants in this partner and keeps an administrator).
  const mayRevoke = (grant: { roleId: string; entityType: string }) => {
    const codes = roleCodes(grant.roleId);
    return codes !== undefined && mayHandRole(codes, grant.entityType === 'partner');
  };
  const partnerId = session && !session.locationId ? session.partnerId : null;
  const placeName = (entityId: string) =>
    entityId === session?.partnerId
      ? 'Partner'
      : (locations.data?.find((l) => l.id === entityId)?.title ?? entityId);

  const confirmRevoke = () => {
    if (!revoking) return;
    const { label: _label, ...body } = revoking;
    void revoke.mutateAsync(body).then(
      notifyDone('Access revoked successfully', () => setRevoking(null)),
      notifyFailure,
    );
  };

  return (
    <Stack>
      <ScreenHeader title="Users">
        <Button leftSection={<IconUserPlus size={16} />} onClick={() => setInviting(true)}>
          Invite User
        </Button>
      </ScreenHeader>
      <Tabs value={tab} onChange={(value) => onSearch({ tab: (value as UsersTab) ?? 'users', page: 1 })}>
        <Tabs.List>
          <Tabs.Tab value="users">Users</Tabs.Tab>
          <Tabs.Tab value="permissions">Permissions</Tabs.Tab>
          <Tabs.Tab value="invited">Invited Users</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <Stack>
            <ListToolbar search={search} onChange={onSearch} label="Search users" />
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="fullName" label="Name" search={search} onChange={onSearch} />
                  <SortHeader field="email" label="Email" search={search} onChange={onSearch} />
                  <SortHeader field="roleTitle" label="Role" search={search} onChange={onSearch} />
                  <Table.Th>Access to</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={users.isPending}>
                {users.isPending && <LoadingRows columns={6} />}
                {users.data?.data.map((user: EntityUser) => (
                  <Table.Tr key={`${user.id}-${user.entityId}`}>
                    <Table.Td>{user.fullName}</Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.roleTitle}</Table.Td>
                    <Table.Td>{placeName(user.entityId)}</Table.Td>
                    <Table.Td>
                      <StatusBadge active={user.active} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red.8"
                        disabled={!mayRevoke(user)}
                        title={mayRevoke(user) ? undefined : 'Their role holds permissions you do not'}
                        onClick={() =>
                          setRevoking({
                            id: user.id,
                            entityId: user.entityId,
                            email: user.email,
                            label: user.fullName,
                          })
                        }
                      >
                        Revoke access
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {users.data?.data.length === 0 && <Empty text="No users match." />}
            <ListFooter total={users.data?.totalRecords ?? 0} search={search} onChange={onSearch} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="permissions" pt="md">
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Permissions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody aria-busy={roles.isPending}>
              {roles.isPending && <LoadingRows columns={3} />}
              {roles.data?.map((role) => (
                <Table.Tr key={role.id}>
                  <Table.Td>{role.title}</Table.Td>
                  <Table.Td>{role.forLocation ? 'Location' : 'Partner'}</Table.Td>
                  <Table.Td>{role.permissions.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {roles.data?.length === 0 && <Empty text="No roles yet." />}
        </Tabs.Panel>
        <Tabs.Panel value="invited" pt="md">
          <Stack>
            <ListToolbar search={search} onChange={onSearch} label="Search invitations" />
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <SortHeader field="email" label="Email" search={search} onChange={onSearch} />
                  <Table.Th>Role</Table.Th>
                  <Table.Th>Access to</Table.Th>
                  <SortHeader field="invitedOn" label="Invited on" search={search} onChange={onSearch} />
                  <Table.Th>Expires on</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={invited.isPending}>
                {invited.isPending && <LoadingRows columns={6} />}
                {invited.data?.data.map((invitation: InvitedUser) => (
                  <Table.Tr key={invitation.id}>
                    <Table.Td>{invitation.email}</Table.Td>
                    <Table.Td>{invitation.roleTitle}</Table.Td>
                    <Table.Td>{placeName(invitation.entityId)}</Table.Td>
                    <Table.Td>{formatInstant(invitation.invitedOn, session?.timeZone)}</Table.Td>
                    <Table.Td>{formatInstant(invitation.expiresOn, session?.timeZone)}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red.8"
                        disabled={!mayRevoke(invitation)}
                        title={mayRevoke(invitation) ? undefined : 'The role holds permissions you do not'}
                        onClick={() =>
                          setRevoking({
                            id: invitation.id,
                            entityId: invitation.entityId,
                            email: invitation.email,
                            label: `the invitation of ${invitation.email}`,
                          })
                        }
                      >
                        Withdraw
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {invited.data?.data.length === 0 && <Empty text="No pending invitations." />}
            <ListFooter total={invited.data?.totalRecords ?? 0} search={search} onChange={onSearch} />
          </Stack>
        </Tabs.Panel>
      </Tabs>

      <Modal opened={inviting} onClose={() => setInviting(false)} title="Invite User">
        <InviteForm
          partnerId={partnerId}
          locations={locations.data ?? []}
          roles={roles.data ?? []}
          mayHand={(role) => mayHandRole(role.permissions, !role.forLocation)}
          onSubmit={(body) =>
            invite.mutateAsync(body).then(
              notifyDone('Invitation sent successfully', () => setInviting(false)),
              notifyFailure,
            )
          }
        />
      </Modal>
      <Modal opened={revoking !== null} onClose={() => setRevoking(null)} title="Revoke access">
        <Stack>
          <Text>
            Revoke {revoking?.label}?{' '}
            {revoking && !revoking.label.startsWith('the invitation')
              ? 'Their open sessions end at once.'
              : ''}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)}>
              Cancel
            </Button>
            <Button
              color="red.8"
              loading={revoke.isPending}
              disabled={revoke.isPending}
              onClick={confirmRevoke}
            >
              Revoke
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {text}
    </Text>
  );
}
