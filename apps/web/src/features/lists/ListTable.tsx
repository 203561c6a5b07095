import { Badge, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListFooter } from './ListFooter';
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
          {pending &&
            [1, 2, 3].map((row) => (
              <Table.Tr key={row} data-testid="loading-row">
                <Table.Td colSpan={columns.length}>
                  <Skeleton height={20} />
                </Table.Td>
              </Table.Tr>
            ))}
          {rows?.map((row) => (
            <Table.Tr key={rowKey(row)}>
              {columns.map((column) => (
                <Table.Td key={column.label}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && <Text c="red.8">Something Went Wrong</Text>}
      {rows && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {search.q || search.status !== 'all' ? empty.filtered : empty.none}
        </Text>
      )}
      <ListFooter total={total ?? 0} search={search} onChange={onSearch} />
    </>
  );
}

/** Active or Inactive, in the list's status colours. */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge color={active ? 'green.9' : 'gray.7'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
