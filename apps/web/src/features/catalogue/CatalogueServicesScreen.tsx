import { Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { catalogueServiceFormSchema, FINGERPRINT_OPTIONS, SERVICE_TYPE_OPTIONS } from '@ridgeline/domain';
import { SubmitRow } from '../forms/SubmitRow';
import { useRecordForm } from '../forms/use-domain-form';
import { EditableListScreen } from '../lists/EditableListScreen';
import { listTexts } from '../lists/ListScreen';
import { StatusBadge } from '../lists/ListRows';
import type { ListSearchProps } from '../lists/list-search';
import { serviceTypeLabel } from '../services/service-type-label';
import {
  useCatalogueServices,
  useSaveCatalogueService,
  type CatalogueService,
  type CatalogueServiceInput,
} from './api/system-catalogue';

const texts = {
  ...listTexts('Services', 'service', 'services', 'No catalogue services yet.'),
  noun: 'Service',
};

/** The system catalogue: the FBI products (FBIBGCHECK, FBIBGCHECK1, ...) partners may sell; add and edit in a dialog. */
export function CatalogueServicesScreen(list: ListSearchProps) {
  const page = useCatalogueServices(list.search);
  const save = useSaveCatalogueService();
  return (
    <EditableListScreen<CatalogueService, CatalogueServiceInput>
      {...list}
      texts={texts}
      page={page}
      columns={[
        { label: 'Title', sortField: 'title', cell: (service) => service.title },
        { label: 'Product code', sortField: 'productCode', cell: (service) => service.productCode },
        { label: 'Type', sortField: 'serviceType', cell: (service) => serviceTypeLabel(service.serviceType) },
        {
          label: 'Prints',
          cell: (service) =>
            FINGERPRINT_OPTIONS.find((o) => o.value === service.fingerprintOption)?.label ?? '',
        },
        { label: 'Status', sortField: 'active', cell: (service) => <StatusBadge active={service.active} /> },
      ]}
      rowName={(service) => service.title}
      save={save.mutateAsync}
      form={(row, onSubmit) => <CatalogueServiceForm service={row} onSubmit={onSubmit} />}
    />
  );
}

function CatalogueServiceForm({
  service,
  onSubmit,
}: {
  service?: CatalogueService;
  onSubmit(body: CatalogueServiceInput): Promise<unknown>;
}) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(catalogueServiceFormSchema, service, {
    title: '',
    productCode: '',
    serviceType: '',
    description: '',
    fingerprintOption: 'FLAT_AND_ROLL',
    active: true,
  });
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          title: values.title.trim(),
          productCode: values.productCode.trim(),
          serviceType: values.serviceType as CatalogueServiceInput['serviceType'],
          description: values.description.trim() === '' ? null : values.description.trim(),
          fingerprintOption: values.fingerprintOption as CatalogueServiceInput['fingerprintOption'],
          active: values.active,
        }),
      )}
    >
      <Stack>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput
          label="Product code"
          description="FBIBGCHECK, FBIBGCHECK1 or another code"
          required
          {...form.getInputProps('productCode')}
        />
        <Select
          label="Service type"
          required
          allowDeselect={false}
          data={SERVICE_TYPE_OPTIONS.map((option) => ({ ...option }))}
          {...form.getInputProps('serviceType')}
        />
        <Select
          label="Fingerprints"
          allowDeselect={false}
          data={FINGERPRINT_OPTIONS.map((option) => ({ ...option }))}
          {...form.getInputProps('fingerprintOption')}
        />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
