import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EditModal } from '../forms/EditModal';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { ListScreen, type ListTexts } from './ListScreen';
import { editColumn, type ListColumn } from './ListTable';
import type { ListSearchProps } from './list-search';

interface EditableListScreenProps<Row extends { id: string }, Input> extends ListSearchProps {
  /** The list's words, and the thing's name in the buttons and dialog titles: "Add ORI", "ORI saved successfully". */
  texts: ListTexts & { noun: string };
  page: { data?: { data: Row[]; totalRecords: number }; isPending: boolean; isError: boolean };
  /** The columns before the Edit button's. */
  columns: ListColumn<Row>[];
  /** How a row's Edit button names it for screen readers: "Edit CA0349500". */
  rowName(row: Row): string;
  save(input: { id?: string; body: Input }): Promise<{ message?: string }>;
  /** The add-or-edit form of a row (none when adding); it calls `onSubmit` with the body to save. */
  form(row: Row | undefined, onSubmit: (body: Input) => Promise<unknown>): ReactNode;
}

/**
 * A searchable, sortable, paged list whose rows are added and edited in a dialog (the system catalogue's services
 * and ORIs): the toast tells the server's answer, and the dialog closes only once the row is saved.
 */
export function EditableListScreen<Row extends { id: string }, Input>(
  props: EditableListScreenProps<Row, Input>,
) {
  const { page, search, onSearch, texts } = props;
  const { noun } = texts;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const columns = [...props.columns, editColumn(props.rowName, setEditing)];
  return (
    <>
      <ListScreen
        texts={texts}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add {noun}
          </Button>
        }
        search={search}
        onSearch={onSearch}
        page={page}
        columns={columns}
      />
      <EditModal editing={editing} noun={noun} onClose={() => setEditing(null)}>
        {(row) =>
          props.form(row, (body) =>
            props.save({ id: row?.id, body }).then((result) => {
              notifySuccess(result.message ?? `${noun} saved successfully`);
              setEditing(null);
            }, notifyFailure),
          )
        }
      </EditModal>
    </>
  );
}
