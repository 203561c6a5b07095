import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { notifyFailureAndRethrow, notifySuccess } from '../forms/toasts';
import { useDomainForm, type DomainForm } from '../forms/use-domain-form';

type Values = Record<string, unknown>;

interface ServerSettingsFormProps<V extends Values> {
  /** The form's accessible name, also what the toast says was saved: "Mail server". */
  name: string;
  title: string;
  domainForm: DomainForm<V>;
  save(values: V): Promise<unknown>;
  /** Fields emptied once saved: the server keeps a secret but never sends it back. */
  secrets: (keyof V & string)[];
  /** The fields, between the title and the Save button. */
  children: ReactNode;
  /** Buttons beside Save. */
  actions?: ReactNode;
  /** What follows the buttons (a connection test's result). */
  footer?: ReactNode;
}

/** A delivery server's settings form (SMTP, SMPP, SFTP): save, toast, and forget the typed secrets. */
export function ServerSettingsForm<V extends Values>(props: ServerSettingsFormProps<V>) {
  const { form, submitting, onSubmit } = props.domainForm;
  return (
    <form
      noValidate
      aria-label={props.name}
      onSubmit={onSubmit((values) =>
        props.save(values).then(() => {
          for (const secret of props.secrets) form.setFieldValue(secret, '' as never);
          notifySuccess(`${props.name} saved`);
        }, notifyFailureAndRethrow),
      )}
    >
      <Stack gap="sm">
        <Title order={3}>{props.title}</Title>
        {props.children}
        <Group>
          <Button type="submit" disabled={submitting} loading={submitting}>
            Save
          </Button>
          {props.actions}
        </Group>
        {props.footer}
      </Stack>
    </form>
  );
}

/** A server's port: 1 to 65535, whole. */
export function PortInput({ inputProps }: { inputProps: GetInputPropsReturnType }) {
  return <NumberInput label="Port" required min={1} max={65535} allowDecimal={false} {...inputProps} />;
}

interface TestSendFormProps {
  /** "Send test mail": the form's name and its button. */
  name: string;
  schema: v.GenericSchema<unknown, unknown>;
  placeholder: string;
  send(to: string): Promise<unknown>;
  queued: string;
}

/** Sends a test message through a delivery server; the toast points at the Deliveries screen. */
export function TestSendForm({ name, schema, placeholder, send, queued }: TestSendFormProps) {
  const test = useDomainForm(schema, { to: '' });
  return (
    <form
      noValidate
      aria-label={name}
      onSubmit={test.onSubmit((values) =>
        send(values.to).then(() => notifySuccess(queued), notifyFailureAndRethrow),
      )}
    >
      <Group align="end">
        <TextInput label="Send To" placeholder={placeholder} {...test.form.getInputProps('to')} />
        <Button type="submit" variant="light" disabled={test.submitting} loading={test.submitting}>
          {name}
        </Button>
      </Group>
    </form>
  );
}
