import { FormPage } from '../forms/FormPage';
import { recordPages } from '../forms/record-pages';
import { useSubmit } from '../forms/use-submit';
import { portalHref, portalLoader, usePortal } from '../session/portal-page';
import {
  groupQueryOptions,
  groupServicesQueryOptions,
  useSaveGroup,
  type Group,
  type GroupSave,
} from './api/groups';
import { GroupDetail } from './GroupDetail';
import { GroupForm } from './GroupForm';

/** The loader of …/groups_prioritize/detail/$groupId: the group and its services in their order. */
export const loadGroupWithServices = portalLoader((queryClient, portal, { groupId }: { groupId: string }) =>
  Promise.all([
    queryClient.ensureQueryData(groupQueryOptions(portal, groupId)),
    queryClient.ensureQueryData(groupServicesQueryOptions(portal, groupId)),
  ]),
);

/** Add (no group) or modify a group; either way its detail page opens once saved. */
function GroupFormPage({ record: group }: { record?: Group }) {
  const portal = usePortal();
  const save = useSaveGroup(portal);
  const submit = useSubmit(
    (input: Omit<GroupSave, 'id'>) => save.mutateAsync({ ...input, id: group?.id }),
    group ? 'Group updated successfully' : 'Group created successfully',
    { next: (result) => portalHref(portal, `groups_prioritize/detail/${group?.id ?? result.data.id}`) },
  );
  return (
    <FormPage title={group?.name ?? 'Add Group'}>
      <GroupForm key={group?.id} portal={portal} group={group} onSubmit={submit} />
    </FormPage>
  );
}

export const {
  CreatePage: CreateGroupPage,
  ModifyPage: ModifyGroupPage,
  DetailPage: GroupDetailPage,
  load: loadGroup,
} = recordPages({
  FormPage: GroupFormPage,
  query: groupQueryOptions,
  idParam: 'groupId',
  Detail: GroupDetail,
});
