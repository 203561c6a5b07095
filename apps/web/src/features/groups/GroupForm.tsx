import { Fieldset, MultiSelect, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { groupFormSchema } from '@ridgeline/domain';
import { ImageDrop } from '../files/ImageDrop';
import { useImageField } from '../files/use-image-field';
import { SubmitRow } from '../forms/SubmitRow';
import { useRecordForm } from '../forms/use-domain-form';
import { selectableServicesQueryOptions } from '../services/api/partner-services';
import type { PortalRef } from '../session/session-types';
import type { Group, GroupInput } from './api/groups';

interface GroupFormProps {
  portal: PortalRef;
  group?: Group;
  onSubmit(save: { data: GroupInput; image: File | null }): Promise<unknown>;
}

/** Create or modify a group: name, description, image and its services in the order they are picked. */
export function GroupForm({ portal, group, onSubmit }: GroupFormProps) {
  const services = useQuery(selectableServicesQueryOptions(portal));
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(groupFormSchema, group, {
    name: '',
    description: '',
    active: true,
    serviceIds: [] as string[],
  });
  const image = useImageField(group?.image);
  // A service of the group that is no longer selectable (inactive) keeps its place and its name.
  const options = (services.data ?? []).map((service) => ({ value: service.id, label: service.title }));
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          data: {
            name: values.name.trim(),
            description: values.description.trim() === '' ? null : values.description.trim(),
            active: values.active,
            serviceIds: values.serviceIds,
          },
          image: image.file,
        }),
      )}
    >
      <Stack>
        <Fieldset legend="Group">
          <Stack>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
            <ImageDrop label="Group image" kind="image" {...image.drop} />
            <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
          </Stack>
        </Fieldset>
        <Fieldset legend="Services">
          <MultiSelect
            label="Services in this group"
            description="In the order customers see them"
            placeholder={services.isPending ? 'Loading services…' : 'Pick services'}
            searchable
            nothingFoundMessage="No service matches"
            data={options}
            {...form.getInputProps('serviceIds')}
          />
        </Fieldset>
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
