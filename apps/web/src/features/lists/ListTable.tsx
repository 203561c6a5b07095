import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ListEnd, LoadingRows, StatusBadge } from './ListRows';
import type { ListSearch } from './list-search';
import { SortHeader } from './SortHeader';
import { EditRowButton } from './EditRowButton';

/** A column of a list table: sortable when it names the search's sort field. */
export interface ListColumn<Row> {
  label: string;
  sortField?: string;
  /** The header names the column for screen readers only (a row-actions column). */
  hiddenLabel?: boolean;
  cell(row: Row): ReactNode;
}

/** A column whose cell links to the row's own screen (the list's first column: its name). */
export function linkColumn<Row>(
  label: string,
  sortField: string | undefined,
  href: (row: Row) => string,
  text: (row: Row) => ReactNode,
): ListColumn<Row> {
  return {
    label,
    ...(sortField ? { sortField } : {}),
    cell: (row) => (
      <Anchor component={Link} to={href(row)}>
        {text(row)}
      </Anchor>
    ),
  };
}

/** The Active/Inactive column, sortable by `active` unless the list's search cannot sort by it. */
export function statusColumn<Row extends { active: boolean }>({ sortable = true } = {}): ListColumn<Row> {
  return {
    label: 'Status',
    ...(sortable ? { sortField: 'active' } : {}),
    cell: (row) => <StatusBadge active={row.active} />,
  };
}

/** The Edit column of a list whose rows are edited in a dialog; `name` tells screen readers which row. */
export function editColumn<Row>(
  name: (row: Row) => string,
  onEdit: (row: Row) => void,
  { hiddenLabel = false } = {},
): ListColumn<Row> {
  return {
    label: 'Actions',
    hiddenLabel,
    cell: (row) => <EditRowButton name={name(row)} onClick={() => onEdit(row)} />,
  };
}

interface RowsTableProps<Row> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  pending: boolean;
  /** With a search, the columns that name a sort field sort the list. */
  search?: ListSearch;
  onSearch?(next: Partial<ListSearch>): void;
}

/** A striped table of rows by columns, with skeleton rows while loading. */
export function RowsTable<Row>({ columns, rows, rowKey, pending, search, onSearch }: RowsTableProps<Row>) {
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) =>
            column.sortField && search && onSearch ? (
              <SortHeader
                key={column.label}
                field={column.sortField}
                label={column.label}
                search={search}
                onChange={onSearch}
              />
            ) : (
              <Table.Th key={column.label}>
                {column.hiddenLabel ? <VisuallyHidden>{column.label}</VisuallyHidden> : column.label}
              </Table.Th>
            ),
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody aria-busy={pending}>
        {pending && <LoadingRows columns={columns.length} />}
        {rows?.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column) => (
              <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface ListTableProps<Row> extends RowsTableProps<Row> {
  total: number | undefined;
  error: boolean;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
  /** The empty state: `filtered` when a search or status filter is on. */
  empty: { filtered: string; none: string };
  /** Whether a filter is on; by default, a search text or a status. */
  filtered?: boolean;
}

/**
 * The table of a list screen: sortable headers, skeleton rows while loading, the error and empty states, and the
 * paging footer (every list of spec §8 has the same ones).
 */
export function ListTable<Row>({ total, error, empty, filtered, ...table }: ListTableProps<Row>) {
  const { search, onSearch } = table;
  return (
    <>
      <RowsTable {...table} />
      <ListEnd
        isError={error}
        count={table.rows?.length}
        filtered={filtered ?? (search.q !== '' || search.status !== 'all')}
        empty={empty}
        total={total}
        search={search}
        onPage={onSearch}
      />
    </>
  );
}
