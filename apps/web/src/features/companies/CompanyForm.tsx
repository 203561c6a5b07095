import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { companyFormSchema } from '@ridgeline/domain';
import { AddressFields, ContactFields, flatContactPaths } from '../forms/field-groups';
import { SubmitRow } from '../forms/SubmitRow';
import { useDomainForm } from '../forms/use-domain-form';
import type { Company, CompanyInput } from './api/companies';
import { companyFormValues, companyInput, type CompanyFormValues } from './company-form-values';

interface CompanyFormProps {
  company?: Company;
  onSubmit(data: CompanyInput): Promise<unknown>;
}

/** Create or modify a company: name and code, how to reach it, an optional address and contact person. */
export function CompanyForm({ company, onSubmit }: CompanyFormProps) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm<CompanyFormValues>(companyFormSchema, companyFormValues(company));
  return (
    <form noValidate onSubmit={submit((values) => onSubmit(companyInput(values, company)))}>
      <Stack>
        <Fieldset legend="Company">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Code" {...form.getInputProps('code')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Phone" description="10 digits" {...form.getInputProps('phone')} />
          </SimpleGrid>
          <Checkbox mt="md" label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        </Fieldset>
        <Fieldset legend="Address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <AddressFields form={form} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Contact person">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ContactFields form={form} paths={flatContactPaths} phoneLabel="Contact phone" />
          </SimpleGrid>
        </Fieldset>
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
