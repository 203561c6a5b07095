import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The destructive call; the dialog stays open (its button spinning) until it settles. */
  onConfirm(): Promise<unknown>;
  onClose(): void;
}

/** Asks before destroying data: Cancel (focused first, Escape) or the red confirm button. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  const [pending, setPending] = useState(false);
  const confirm = () => {
    if (pending) return;
    setPending(true);
    void onConfirm().finally(() => setPending(false));
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text>{children}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.8" loading={pending} disabled={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
