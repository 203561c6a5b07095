import {
  Checkbox,
  ColorInput,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ianaTimeZones, partnerFormSchema, type PartnerFormInput } from '@ridgeline/domain';
import { useMemo, useState } from 'react';
import { ImageDrop } from '../files/ImageDrop';
import { useImageField } from '../files/use-image-field';
import { AddressFields, ContactFields, RepeatedFieldsets } from '../forms/field-groups';
import { SubmitRow } from '../forms/SubmitRow';
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

type AddressValues = PartnerFormInput['addresses'][number] & {
  map?: PartnerInput['addresses'][number]['map'];
};
type FormValues = Omit<PartnerFormInput, 'addresses'> & { addresses: AddressValues[] };

const emptyAddress = (): AddressValues => ({
  addressLineOne: '',
  addressLineTwo: '',
  city: '',
  state: '',
  zipCode: '',
});
const emptyContact = () => ({ firstName: '', lastName: '', phone: '', email: '' });

function initialValues(partner?: Partner): FormValues {
  return {
    code: partner?.code ?? '',
    legalName: partner?.legalName ?? '',
    timeZone: partner?.timeZone ?? 'America/New_York',
    email: partner?.email ?? '',
    // Each address keeps its map point, which this form does not edit.
    addresses: partner?.addresses.length
      ? partner.addresses.map((address) => ({ ...address, addressLineTwo: address.addressLineTwo ?? '' }))
      : [emptyAddress()],
    contactPersons: partner?.contactPersons.length
      ? partner.contactPersons.map((contact) => ({ ...contact }))
      : [emptyContact()],
    accentColor: partner?.accentColor ?? '',
    bookingTerms: partner?.bookingTerms ?? '',
  };
}

/** Create or modify a partner: identity, branding images with preview, its addresses and contact persons. */
export function PartnerForm({ partner, onSubmit }: PartnerFormProps) {
  const { form, submitting, onSubmit: submit } = useDomainForm(partnerFormSchema, initialValues(partner));
  const [active, setActive] = useState(partner?.active ?? true);
  const companyLogo = useImageField(partner?.companyLogo);
  const favicon = useImageField(partner?.favicon);
  const zones = useMemo(() => [...ianaTimeZones()], []);
  const { addresses, contactPersons } = form.getValues();

  const send = (values: FormValues) =>
    onSubmit({
      data: {
        code: values.code,
        legalName: values.legalName,
        timeZone: values.timeZone,
        email: values.email,
        active,
        addresses: values.addresses.map(({ map, ...address }) => ({
          ...address,
          addressLineTwo: address.addressLineTwo || null,
          ...(map ? { map } : {}),
        })),
        contactPersons: values.contactPersons.map((contact) => ({ ...contact, phone: contact.phone ?? '' })),
        // Blank sends null: the booking pages fall back to the product's colour and general terms.
        accentColor: values.accentColor || null,
        bookingTerms: values.bookingTerms.trim() || null,
      },
      companyLogo: companyLogo.file,
      favicon: favicon.file,
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
            <ImageDrop label="Logo" kind="image" {...companyLogo.drop} />
            <ImageDrop label="Favicon" kind="favicon" {...favicon.drop} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
            <ColorInput
              label="Accent colour"
              description="The one colour of the public booking pages; blank for the product's own"
              format="hex"
              placeholder="#rrggbb"
              // Chromium offers an eye dropper: its button needs a name (axe: button-name).
              eyeDropperButtonProps={{ 'aria-label': 'Pick the accent colour from the screen' }}
              {...form.getInputProps('accentColor')}
            />
          </SimpleGrid>
          <Textarea
            mt="md"
            label="Booking terms"
            description="What applicants accept when they book online; blank for the general wording"
            rows={4}
            {...form.getInputProps('bookingTerms')}
          />
        </Fieldset>
        <RepeatedFieldsets
          legend="Addresses"
          items={addresses}
          itemKey={(index) => form.key(`addresses.${index}`)}
          itemLegend={(index) => (index === 0 ? 'Main address' : `Address ${index + 1}`)}
          removeLabel={(index) => `Remove address ${index + 1}`}
          addLabel="Add address"
          error={form.errors['addresses']}
          onAdd={() => form.insertListItem('addresses', emptyAddress())}
          onRemove={(index) => form.removeListItem('addresses', index)}
          renderItem={(address, index) => (
            <>
              <AddressFields form={form} prefix={`addresses.${index}.`} required />
              {address.map ? (
                <Text size="sm" c="dimmed" mt="lg">
                  Map point {Number(address.map.latitude).toFixed(4)},{' '}
                  {Number(address.map.longitude).toFixed(4)} (kept)
                </Text>
              ) : null}
            </>
          )}
        />
        <RepeatedFieldsets
          legend="Contact persons"
          items={contactPersons}
          itemKey={(index) => form.key(`contactPersons.${index}`)}
          itemLegend={(index) => (index === 0 ? 'Main contact person' : `Contact person ${index + 1}`)}
          removeLabel={(index) => `Remove contact person ${index + 1}`}
          addLabel="Add contact person"
          error={form.errors['contactPersons']}
          onAdd={() => form.insertListItem('contactPersons', emptyContact())}
          onRemove={(index) => form.removeListItem('contactPersons', index)}
          renderItem={(_contact, index) => (
            <ContactFields
              form={form}
              required
              paths={{
                firstName: `contactPersons.${index}.firstName`,
                lastName: `contactPersons.${index}.lastName`,
                phone: `contactPersons.${index}.phone`,
                email: `contactPersons.${index}.email`,
              }}
            />
          )}
        />
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
