import { Button, Group as Row, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { useCan } from '../locations/use-can';
import type { PortalRef } from '../session/session-types';
import { useOrderedGroups, useSaveGroupOrder } from './api/groups';
import { SortableGroups } from './SortableGroups';

/** Groups & Prioritize: the partner's groups in the order customers see them; drag (or use the keyboard) to change it. */
export function GroupsScreen({ portal }: { portal: PortalRef }) {
  const groups = useOrderedGroups(portal);
  const saveOrder = useSaveGroupOrder(portal);
  const can = useCan(portal);
  const base = `/partner/${encodeURIComponent(portal.code)}/groups_prioritize`;
  return (
    <Stack>
      <Row justify="space-between">
        <Title order={1} size="h2">
          Groups & Prioritize
        </Title>
        {can('groups:create') && (
          <Button component={Link} to={`${base}/create`} leftSection={<IconPlus size={16} />}>
            Add Group
          </Button>
        )}
      </Row>
      <Text c="dimmed" size="sm">
        Customers see the groups in this order. Drag a group by its handle, or focus the handle and press
        Space, the arrow keys and Space again; the order is saved at once.
      </Text>
      {groups.isPending &&
        [1, 2, 3].map((row) => <Skeleton key={row} height={56} data-testid="loading-row" />)}
      {groups.isError && <Text c="red.8">Something Went Wrong</Text>}
      {groups.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No groups yet.
        </Text>
      )}
      {groups.data && groups.data.length > 0 && (
        <SortableGroups
          groups={groups.data}
          detailHref={(group) => `${base}/detail/${group.id}`}
          enabled={can('groups:modify') && !saveOrder.isPending}
          onReorder={(groupIds) =>
            saveOrder.mutateAsync(groupIds).then(notifyDone('Group order saved successfully'), notifyFailure)
          }
        />
      )}
    </Stack>
  );
}
