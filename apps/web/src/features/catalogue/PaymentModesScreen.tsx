import { Button, Stack, Switch, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { paymentModeFormSchema } from '@ridgeline/domain';
import { useState } from 'react';
import { EditModal } from '../forms/EditModal';
import { SubmitRow } from '../forms/SubmitRow';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { useRecordForm } from '../forms/use-domain-form';
import { ListState, StatusBadge } from '../lists/ListRows';
import { editColumn, RowsTable } from '../lists/ListTable';
import { ScreenHeader } from '../lists/ScreenHeader';
import {
  usePaymentModes,
  useSavePaymentMode,
  type PaymentMode,
  type PaymentModeInput,
} from './api/system-catalogue';

/** Payment modes (CARD, CASH, INVOICE, ...): the ways a customer may pay; partners see the active ones. */
export function PaymentModesScreen() {
  const { data, isPending, isError } = usePaymentModes();
  const save = useSavePaymentMode();
  const [editing, setEditing] = useState<PaymentMode | 'new' | null>(null);
  return (
    <Stack>
      <ScreenHeader title="Payment Modes">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Payment Mode
        </Button>
      </ScreenHeader>
      <RowsTable
        columns={[
          { label: 'Code', cell: (mode) => mode.code },
          { label: 'Title', cell: (mode) => mode.title },
          { label: 'Integration type', cell: (mode) => mode.integrationType },
          { label: 'Status', cell: (mode) => <StatusBadge active={mode.active} /> },
          editColumn<PaymentMode>((mode) => mode.title, setEditing, { hiddenLabel: true }),
        ]}
        rows={data}
        rowKey={(mode) => mode.id}
        pending={isPending}
      />
      <ListState
        isError={isError}
        count={data?.length}
        filtered={false}
        emptyText="No payment modes yet."
        noMatchText=""
      />
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
  } = useRecordForm(paymentModeFormSchema, mode, {
    code: '',
    title: '',
    integrationType: '',
    active: true,
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
