import { Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { paymentModeFormSchema } from '@ridgeline/domain';
import { useState } from 'react';
import { EditModal } from '../forms/EditModal';
import { SubmitRow } from '../forms/SubmitRow';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { useDomainForm } from '../forms/use-domain-form';
import { LoadingRows, ActionsHeader } from '../lists/ListRows';
import { StatusBadge } from '../lists/ListRows';
import {
  usePaymentModes,
  useSavePaymentMode,
  type PaymentMode,
  type PaymentModeInput,
} from './api/system-catalogue';
import { EditRowButton } from '../lists/EditRowButton';

/** Payment modes (CARD, CASH, INVOICE, ...): the ways a customer may pay; partners see the active ones. */
export function PaymentModesScreen() {
  const { data, isPending, isError } = usePaymentModes();
  const save = useSavePaymentMode();
  const [editing, setEditing] = useState<PaymentMode | 'new' | null>(null);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Payment Modes
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Payment Mode
        </Button>
      </Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Code</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Integration type</Table.Th>
            <Table.Th>Status</Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isPending}>
          {isPending && <LoadingRows columns={5} />}
          {data?.map((mode) => (
            <Table.Tr key={mode.id}>
              <Table.Td>{mode.code}</Table.Td>
              <Table.Td>{mode.title}</Table.Td>
              <Table.Td>{mode.integrationType}</Table.Td>
              <Table.Td>
                <StatusBadge active={mode.active} />
              </Table.Td>
              <Table.Td>
                <EditRowButton name={mode.title} onClick={() => setEditing(mode)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {isError && <Text c="red.8">Something Went Wrong</Text>}
      {data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No payment modes yet.
        </Text>
      )}
      <EditModal editing={editing} noun="Payment Mode" onClose={() => setEditing(null)}>
        {(row) => (
          <PaymentModeForm
            mode={row}
            onSubmit={(body) =>
              save.mutateAsync({ id: row?.id, body }).then(
                notifyDone('Payment mode saved successfully', () => setEditing(null)),
                notifyFailure,
              )
            }
          />
        )}
      </EditModal>
    </Stack>
  );
}

function PaymentModeForm({
  mode,
  onSubmit,
}: {
  mode?: PaymentMode;
  onSubmit(body: PaymentModeInput): Promise<unknown>;
}) {
  const {
    form,
    submitting,
    onSubmit: submit,
  } = useDomainForm(paymentModeFormSchema, {
    code: mode?.code ?? '',
    title: mode?.title ?? '',
    integrationType: mode?.integrationType ?? '',
    active: mode?.active ?? true,
  });
  return (
    <form
      noValidate
      onSubmit={submit((values) =>
        onSubmit({
          code: values.code.trim(),
          title: values.title.trim(),
          integrationType: values.integrationType.trim() === '' ? null : values.integrationType.trim(),
          active: values.active,
        }),
      )}
    >
      <Stack>
        <TextInput
          label="Code"
          description="For example CARD, CASH, INVOICE"
          required
          {...form.getInputProps('code')}
        />
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <TextInput
          label="Integration type"
          description="The card payment provider, when paid online"
          {...form.getInputProps('integrationType')}
        />
        <Switch label="Active" {...form.getInputProps('active', { type: 'checkbox' })} />
        <SubmitRow submitting={submitting} />
      </Stack>
    </form>
  );
}
