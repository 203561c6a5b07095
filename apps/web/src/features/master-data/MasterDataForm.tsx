import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { masterDataFormSchema, type MasterDataFormInput } from '@ridgeline/domain';
import { useState } from 'react';
import { SubmitRow } from '../forms/SubmitRow';
import { useRecordForm } from '../forms/use-domain-form';
import type { MasterData, MasterDataInput } from './api/master-data';

interface MasterDataFormProps {
  entry?: MasterData;
  category: string;
  categories: readonly { code: string; title: string }[];
  onSubmit(input: MasterDataInput): Promise<unknown>;
}

/** One code-list entry: its category, code and display name, and whether the forms offer it. */
export function MasterDataForm({ entry, category, categories, onSubmit }: MasterDataFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useRecordForm(masterDataFormSchema, entry, {
    category: category,
    code: '',
    data: '',
  } satisfies MasterDataFormInput);
  const [active, setActive] = useState(entry?.active ?? true);
  return (
    <form
      noValidate
      onSubmit={submit((values) => onSubmit({ ...(entry ? { id: entry.id } : {}), ...values, active }))}
    >
      <Stack>
        <Select
          label="Category"
          required
          allowDeselect={false}
          disabled={entry !== undefined}
          data={categories.map((c) => ({ value: c.code, label: c.title }))}
          {...form.getInputProps('category')}
        />
        <TextInput label="Code" required {...form.getInputProps('code')} />
        <TextInput label="Name" required {...form.getInputProps('data')} />
        <Checkbox
          label="Active (offered in forms)"
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
