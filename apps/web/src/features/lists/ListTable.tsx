import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter } from './ListFooter';
import { ListState, LoadingRows } from './ListRows';
import type { ListSearch } from './list-search';
import { SortHeader } from './SortHeader';

/** A column of a list table: sortable when it names the search's sort field. */
export interface ListColumn<Row> {
  label: string;
  sortField?: string;
  cell(row: Row): ReactNode;
}

interface ListTableProps<Row> {
  columns: readonly ListColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey(row: Row): string;
  total: number | undefined;
  pending: boolean;
  error: boolean;
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
  /** The empty state: `filtered` when a search or status filter is on. */
  empty: { filtered: string; none: string };
}

/**
 * The table of a list screen: sortable headers, skeleton rows while loading, the error and empty states, and the
 * paging footer (every list of spec §8 has the same ones).
 */
export function ListTable<Row>({
  columns,
  rows,
  rowKey,
  total,
  pending,
  error,
  search,
  onSearch,
  empty,
}: ListTableProps<Row>) {
  return (
    <>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              column.sortField ? (
                <SortHeader
                  key={column.label}
                  field={column.sortField}
                  label={column.label}
                  search={search}
                  onChange={onSearch}
                />
              ) : (
                <Table.Th key={column.label}>{column.label}</Table.Th>
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
      <ListState
        isError={error}
        count={rows?.length}
        filtered={search.q !== '' || search.status !== 'all'}
        emptyText={empty.none}
        noMatchText={empty.filtered}
      />
      <ListFooter total={total ?? 0} search={search} onChange={onSearch} />
    </>
  );
}
