import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { EditModal } from '../forms/EditModal';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { ListScreen } from './ListScreen';
import { editColumn, type ListColumn } from './ListTable';
import type { ListSearch } from './list-search';

interface EditableListScreenProps<Row extends { id: string }, Input> {
  title: string;
  /** The thing's name in the buttons and dialog titles: "Add ORI", "Edit ORI", "ORI saved successfully". */
  noun: string;
  searchLabel: string;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
  page: { data?: { data: Row[]; totalRecords: number }; isPending: boolean; isError: boolean };
  /** The columns before the Edit button's. */
  columns: ListColumn<Row>[];
  /** How a row's Edit button names it for screen readers: "Edit CA0349500". */
  rowName(row: Row): string;
  empty: { filtered: string; none: string };
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
  const { noun, page, search, onSearch } = props;
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const columns = [...props.columns, editColumn(props.rowName, setEditing)];
  return (
    <>
      <ListScreen
        title={props.title}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add {noun}
          </Button>
        }
        searchLabel={props.searchLabel}
        search={search}
        onSearch={onSearch}
        page={page}
        columns={columns}
        empty={props.empty}
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
