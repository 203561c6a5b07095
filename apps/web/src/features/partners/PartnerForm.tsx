import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { ianaTimeZones, partnerFormSchema, type PartnerFormInput } from '@ridgeline/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ImageDrop } from '../files/ImageDrop';
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
  };
}

/** Create or modify a partner: identity, branding images with preview, its addresses and contact persons. */
export function PartnerForm({ partner, onSubmit }: PartnerFormProps) {
  const { form, submitting, onSubmit: submit } = useDomainForm(partnerFormSchema, initialValues(partner));
  const [active, setActive] = useState(partner?.active ?? true);
  const [companyLogo, setCompanyLogo] = useState<File | null>(null);
  const [favicon, setFavicon] = useState<File | null>(null);
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
      },
      companyLogo,
      favicon,
    });

  const remove = (label: string, onClick: () => void, disabled: boolean) => (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red.8" aria-label={label} onClick={onClick} disabled={disabled}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );

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
        <Fieldset legend="Addresses">
          <Stack>
            {addresses.map((address, index) => (
              <Fieldset
                key={form.key(`addresses.${index}`)}
                legend={index === 0 ? 'Main address' : `Address ${index + 1}`}
                variant="filled"
              >
                <Group align="flex-start" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                    <TextInput
                      label="Address"
                      required
                      {...form.getInputProps(`addresses.${index}.addressLineOne`)}
                    />
                    <TextInput
                      label="Address line two"
                      {...form.getInputProps(`addresses.${index}.addressLineTwo`)}
                    />
                    <TextInput label="City" required {...form.getInputProps(`addresses.${index}.city`)} />
                    <TextInput label="State" required {...form.getInputProps(`addresses.${index}.state`)} />
                    <TextInput
                      label="Zip code"
                      required
                      {...form.getInputProps(`addresses.${index}.zipCode`)}
                    />
                    {address.map ? (
                      <Text size="sm" c="dimmed" mt="lg">
                        Map point {Number(address.map.latitude).toFixed(4)},{' '}
                        {Number(address.map.longitude).toFixed(4)} (kept)
                      </Text>
                    ) : null}
                  </SimpleGrid>
                  {remove(
                    `Remove address ${index + 1}`,
                    () => form.removeListItem('addresses', index),
                    addresses.length === 1,
                  )}
                </Group>
              </Fieldset>
            ))}
            {form.errors['addresses'] ? (
              <Text size="sm" c="red.8" role="alert">
                {form.errors['addresses']}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('addresses', emptyAddress())}
              >
                Add address
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Fieldset legend="Contact persons">
          <Stack>
            {contactPersons.map((_contact, index) => (
              <Fieldset
                key={form.key(`contactPersons.${index}`)}
                legend={index === 0 ? 'Main contact person' : `Contact person ${index + 1}`}
                variant="filled"
              >
                <Group align="flex-start" wrap="nowrap">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                    <TextInput
                      label="First name"
                      required
                      {...form.getInputProps(`contactPersons.${index}.firstName`)}
                    />
                    <TextInput
                      label="Last name"
                      required
                      {...form.getInputProps(`contactPersons.${index}.lastName`)}
                    />
                    <TextInput
                      label="Phone"
                      description="10 digits"
                      {...form.getInputProps(`contactPersons.${index}.phone`)}
                    />
                    <TextInput
                      label="Contact email"
                      type="email"
                      required
                      {...form.getInputProps(`contactPersons.${index}.email`)}
                    />
                  </SimpleGrid>
                  {remove(
                    `Remove contact person ${index + 1}`,
                    () => form.removeListItem('contactPersons', index),
                    contactPersons.length === 1,
                  )}
                </Group>
              </Fieldset>
            ))}
            {form.errors['contactPersons'] ? (
              <Text size="sm" c="red.8" role="alert">
                {form.errors['contactPersons']}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                onClick={() => form.insertListItem('contactPersons', emptyContact())}
              >
                Add contact person
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
