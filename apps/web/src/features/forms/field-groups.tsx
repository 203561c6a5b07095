import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ChangeEvent, ReactNode } from 'react';

/** What a field group needs of a form: the input props of a field by its path (`city`, `addresses.0.city`). */
export interface FieldSource {
  getInputProps(path: string, options?: { type?: 'input' | 'checkbox' }): GetInputPropsReturnType;
}

/** Two columns from the small breakpoint up, one below: the grid of every form's fieldset. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>;
}

interface AddressFieldsProps {
  form: FieldSource;
  /** Prefix of the field paths: `''` for `city`, `'addresses.0.'` for `addresses.0.city`. */
  prefix?: string;
  required?: boolean;
  /** Replaces the State input's change handler (a location derives its time zone from it). */
  onStateChange?: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** Address, line two, city, state and zip code (line two is never required). */
export function AddressFields({ form, prefix = '', required = false, onStateChange }: AddressFieldsProps) {
  const field = (name: string) => form.getInputProps(`${prefix}${name}`);
  return (
    <>
      <TextInput label="Address" required={required} {...field('addressLineOne')} />
      <TextInput label="Address line two" {...field('addressLineTwo')} />
      <TextInput label="City" required={required} {...field('city')} />
      <TextInput
        label="State"
        required={required}
        {...field('state')}
        {...(onStateChange ? { onChange: onStateChange } : {})}
      />
      <TextInput label="Zip code" required={required} {...field('zipCode')} />
    </>
  );
}

interface ContactFieldsProps {
  form: FieldSource;
  /** The paths of first name, last name, phone and e-mail. */
  paths: { firstName: string; lastName: string; phone: string; email: string };
  /** First name, last name and e-mail are required (the phone never is). */
  required?: boolean;
  phoneLabel?: string;
}

/** A contact person: first and last name, phone (10 digits) and e-mail. */
export function ContactFields({ form, paths, required = false, phoneLabel = 'Phone' }: ContactFieldsProps) {
  return (
    <>
      <TextInput label="First name" required={required} {...form.getInputProps(paths.firstName)} />
      <TextInput label="Last name" required={required} {...form.getInputProps(paths.lastName)} />
      <TextInput label={phoneLabel} description="10 digits" {...form.getInputProps(paths.phone)} />
      <TextInput
        label="Contact email"
        type="email"
        required={required}
        {...form.getInputProps(paths.email)}
      />
    </>
  );
}

/** The paths of a contact person stored flat on its record (`contactFirstName`, ...). */
export const flatContactPaths = {
  firstName: 'contactFirstName',
  lastName: 'contactLastName',
  phone: 'contactPhone',
  email: 'contactEmail',
} as const;

interface RepeatedFieldsetsProps<Item> {
  legend: string;
  items: readonly Item[];
  /** A stable key of the item at an index (Mantine's `form.key(path)`). */
  itemKey(index: number): string;
  /** The legend of the item at an index: "Main address", "Address 2", ... */
  itemLegend(index: number): string;
  /** The accessible name of the item's remove button. */
  removeLabel(index: number): string;
  addLabel: string;
  /** The list's own error (e.g. "at least one"), shown under the items. */
  error?: ReactNode;
  onAdd(): void;
  onRemove(index: number): void;
  renderItem(item: Item, index: number): ReactNode;
}

/** A list of fieldsets, each removable (but the last one left), with an Add button below. */
export function RepeatedFieldsets<Item>(props: RepeatedFieldsetsProps<Item>) {
  const { items, error } = props;
  return (
    <Fieldset legend={props.legend}>
      <Stack>
        {items.map((item, index) => (
          <Fieldset key={props.itemKey(index)} legend={props.itemLegend(index)} variant="filled">
            <Group align="flex-start" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 2 }} style={{ flex: 1 }}>
                {props.renderItem(item, index)}
              </SimpleGrid>
              <Tooltip label={props.removeLabel(index)}>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={props.removeLabel(index)}
                  onClick={() => props.onRemove(index)}
                  disabled={items.length === 1}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Fieldset>
        ))}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={props.onAdd}>
            {props.addLabel}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
