import { Stack, Title } from '@mantine/core';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { notifyFailure, notifySuccess } from '../../../../../features/forms/toasts';
import { useSaveGroup } from '../../../../../features/groups/api/groups';
import { GroupForm } from '../../../../../features/groups/GroupForm';

export const Route = createFileRoute('/partner/$partnerCode/_portal/groups_prioritize/create')({
  component: function CreateGroup() {
    const { partnerCode } = Route.useParams();
    const portal = { kind: 'partner', code: partnerCode } as const;
    const save = useSaveGroup(portal);
    const navigate = useNavigate();
    return (
      <Stack>
        <Title order={1} size="h2">
          Add Group
        </Title>
        <GroupForm
          portal={portal}
          onSubmit={(input) =>
            save.mutateAsync(input).then((result) => {
              notifySuccess(result.message ?? 'Group created successfully');
              void navigate({
                href: `/partner/${encodeURIComponent(partnerCode)}/groups_prioritize/detail/${result.data.id}`,
              });
            }, notifyFailure)
          }
        />
      </Stack>
    );
  },
});
