import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ianaTimeZones, partnerFormSchema, type PartnerFormInput } from '@ridgeline/domain';
import { useMemo, useState } from 'react';
import { ImageDrop } from '../files/ImageDrop';
import { useDomainForm } from '../forms/use-domain-form';
import type { Partner, PartnerInput } from './api/partners';

export interface PartnerFormSubmit {
  data: PartnerInput;
  companyLogo: File | null;
  favicon: File | null;
}

interface PartnerFormProps {
  partner?: Partner;
  onSubmit(input: PartnerFormSubmit): Promise<unknown>;
}

function initialValues(partner?: Partner): PartnerFormInput {
  const address = partner?.addresses[0];
  const contact = partner?.contactPersons[0];
  return {
    code: partner?.code ?? '',
    legalName: partner?.legalName ?? '',
    timeZone: partner?.timeZone ?? 'America/New_York',
    email: partner?.email ?? '',
    addressLineOne: address?.addressLineOne ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    zipCode: address?.zipCode ?? '',
    contactFirstName: contact?.firstName ?? '',
    contactLastName: contact?.lastName ?? '',
    contactPhone: contact?.phone ?? '',
    contactEmail: contact?.email ?? '',
  };
}

/** Create or modify a partner: identity, branding images with preview, the main address and contact person. */
export function PartnerForm({ partner, onSubmit }: PartnerFormProps) {
  const { form, submitting, onSubmit: submit } = useDomainForm(partnerFormSchema, initialValues(partner));
  const [active, setActive] = useState(partner?.active ?? true);
  const [companyLogo, setCompanyLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
  const zones = useMemo(() => [...ianaTimeZones()], []);

  const send = (values: PartnerFormInput) =>
    onSubmit({
      data: {
        code: values.code,
        legalName: values.legalName,
        timeZone: values.timeZone,
        email: values.email,
        active,
        addresses: [
          {
            addressLineOne: values.addressLineOne,
            addressLineTwo: partner?.addresses[0]?.addressLineTwo ?? null,
            city: values.city,
            state: values.state,
            zipCode: values.zipCode,
            ...(partner?.addresses[0]?.map ? { map: partner.addresses[0].map } : {}),
          },
          ...(partner?.addresses.slice(1) ?? []),
        ],
        contactPersons: [
          {
            firstName: values.contactFirstName,
            lastName: values.contactLastName,
            phone: values.contactPhone ?? '',
            email: values.contactEmail,
          },
          ...(partner?.contactPersons.slice(1) ?? []),
        ],
      },
      companyLogo,
      favicon,
    });

  return (
    <form noValidate onSubmit={submit(send)}>
      <Stack>
        <Fieldset legend="Partner">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Legal name" required {...form.getInputProps('legalName')} />
            <TextInput
              label="Code"
              description="Used in sign-in page addresses"
              required
              {...form.getInputProps('code')}
            />
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <Select label="Time zone" required searchable data={zones} {...form.getInputProps('timeZone')} />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label="Active"
            checked={active}
            onChange={(event) => setActive(event.currentTarget.checked)}
          />
        </Fieldset>
        <Fieldset legend="Branding">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ImageDrop
              label="Logo"
              kind="image"
              currentUrl={partner?.companyLogo}
              value={companyLogo}
              onChange={setCompanyLogo}
            />
            <ImageDrop
              label="Favicon"
              kind="favicon"
              currentUrl={partner?.favicon}
              value={favicon}
              onChange={setFavicon}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Address">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Address" required {...form.getInputProps('addressLineOne')} />
            <TextInput label="City" required {...form.getInputProps('city')} />
            <TextInput label="State" required {...form.getInputProps('state')} />
            <TextInput label="Zip code" required {...form.getInputProps('zipCode')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Contact person">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" required {...form.getInputProps('contactFirstName')} />
            <TextInput label="Last name" required {...form.getInputProps('contactLastName')} />
            <TextInput label="Phone" description="10 digits" {...form.getInputProps('contactPhone')} />
            <TextInput label="Contact email" type="email" required {...form.getInputProps('contactEmail')} />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={submitting} disabled={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
