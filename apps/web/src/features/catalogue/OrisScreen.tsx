import { Badge, MultiSelect, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconCamera, IconCameraOff } from '@tabler/icons-react';
import { normaliseOriNumber, oriFormSchema } from '@ridgeline/domain';
import { SubmitRow } from '../forms/SubmitRow';
import { useRecordForm } from '../forms/use-domain-form';
import { EditableListScreen } from '../lists/EditableListScreen';
import { StatusBadge } from '../lists/ListRows';
import type { ListSearchProps } from '../lists/list-search';
import {
  oriTypesQueryOptions,
  selectableCatalogueServicesQueryOptions,
  useOris,
  useSaveOri,
  type Ori,
  type OriInput,
} from './api/system-catalogue';

const texts = {
  title: 'ORIs',
  noun: 'ORI',
  searchLabel: 'Search ORIs',
  empty: { filtered: 'No ORI matches the search.', none: 'No ORIs yet.' },
};

/** ORIs: the agencies fingerprints are taken for, with whether the capture must take a photograph. */
export function OrisScreen(list: ListSearchProps) {
  const page = useOris(list.search);
  const services = useQuery(selectableCatalogueServicesQueryOptions());
  const save = useSaveOri();
  const serviceName = (id: string) => services.data?.find((service) => service.id === id)?.title ?? '';
  const serviceOptions = (services.data ?? []).map((service) => ({
    value: service.id,
    label: service.title,
  }));
  return (
    <EditableListScreen<Ori, OriInput>
      {...list}
      texts={texts}
      page={page}
      columns={[
        { label: 'ORI', sortField: 'oriNumber', cell: (ori) => <code>{ori.oriNumber}</code> },
        { label: 'Title', sortField: 'title', cell: (ori) => ori.title },
        { label: 'Type', sortField: 'oriType', cell: (ori) => ori.oriType },
        {
          label: 'Photograph',
          sortField: 'requiresPhotograph',
          cell: (ori) =>
            ori.requiresPhotograph ? (
              <Badge color="blue.8" leftSection={<IconCamera size={12} aria-hidden />}>
                Required
              </Badge>
            ) : (
              <Badge variant="outline" color="gray.7" leftSection={<IconCameraOff size={12} aria-hidden />}>
                Not required
              </Badge>
            ),
        },
        { label: 'Services', cell: (ori) => ori.serviceIds.map(serviceName).filter(Boolean).join(', ') },
        { label: 'Status', sortField: 'active', cell: (ori) => <StatusBadge active={ori.active} /> },
      ]}
      rowName={(ori) => ori.oriNumber}
      save={save.mutateAsync}
      form={(row, onSubmit) => <OriForm ori={row} services={serviceOptions} onSubmit={onSubmit} />}
    />
  );
}

function OriForm({
  ori,
  services,
  onSubmit,
}: {
  ori?: Ori;
  services: { value: string; label: string }[];
  onSubmit(body: OriInput): Promise<unknown>;
}) {
  const types = useQuery(oriTypesQueryOptions());
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(oriFormSchema, ori, {
    oriNumber: '',
    title: '',
    oriType: '',
    serviceIds: [] as string[],
    requiresPhotograph: false,
    active: true,
  });
  const number = form.getInputProps('oriNumber');
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          oriNumber: normaliseOriNumber(values.oriNumber),
          title: values.title.trim(),
          oriType: values.oriType,
          serviceIds: values.serviceIds,
          requiresPhotograph: values.requiresPhotograph,
          active: values.active,
        }),
      )}
    >
      <Stack>
        <TextInput
          label="ORI"
          description="9 characters: a two-letter state or country code, then 7 letters or digits"
          required
          maxLength={12}
          {...number}
          onChange={(event) => form.setFieldValue('oriNumber', event.currentTarget.value.toUpperCase())}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Select
          label="Type"
          required
          allowDeselect={false}
          data={(types.data ?? []).map((type) => ({ value: type.code, label: type.title }))}
          {...form.getInputProps('oriType')}
        />
        <MultiSelect label="Services" searchable data={services} {...form.getInputProps('serviceIds')} />
        <Switch
          label="Requires a photograph (the capture's photo step)"
          {...form.getInputProps('requiresPhotograph', { type: 'checkbox' })}
        />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
