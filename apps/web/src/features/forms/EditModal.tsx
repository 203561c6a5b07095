import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

interface EditModalProps<Row> {
  /** The row being edited, `'new'` while adding one, or null when the dialog is closed. */
  editing: Row | 'new' | null;
  /** The thing's name in the titles: "Add ORI", "Edit ORI". */
  noun: string;
  onClose(): void;
  children(row: Row | undefined): ReactNode;
}

/** The add-or-edit dialog of a list screen: its form gets the row, or nothing when adding. */
export function EditModal<Row>({ editing, noun, onClose, children }: EditModalProps<Row>) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? `Add ${noun}` : `Edit ${noun}`}
    >
      {editing !== null && children(editing === 'new' ? undefined : editing)}
    </Modal>
  );
}
