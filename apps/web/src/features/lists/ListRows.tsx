import { Badge, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { isPastTheEnd, lastPageOf } from '@ridgeline/domain';
import { ListFooter } from './ListFooter';
import type { ListSearch } from './list-search';

/** The loading state of a list: three placeholder rows across the table. */
export function LoadingRows({ columns }: { columns: number }) {
  return (
    <>
      {[1, 2, 3].map((row) => (
        <Table.Tr key={row} data-testid="loading-row">
          <Table.Td colSpan={columns}>
            <Skeleton height={20} />
          </Table.Td>
        </Table.Tr>
      ))}
    </>
  );
}

/** The active/inactive badge of a list row. */
export function StatusBadge({ active }: { active: boolean }) {
  return <Badge color={active ? 'green.9' : 'gray.7'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** Below a list: the failure message, or the empty state (filtered or not). */
export function ListState({
  isError,
  count,
  filtered,
  emptyText,
  noMatchText,
  paging,
}: {
  isError: boolean;
  count: number | undefined;
  filtered: boolean;
  emptyText: string;
  noMatchText: string;
  /** A page past the end of a list with rows offers its last page rather than saying the list is empty. */
  paging?: { page: number; size: number; total: number; onPage(page: number): void };
}) {
  if (isError) return <Text c="red.8">Something Went Wrong</Text>;
  if (count !== 0) return null;
  if (paging && isPastTheEnd(paging.page, paging.total, paging.size)) {
    const last = lastPageOf(paging.total, paging.size);
    return (
      <Stack align="center" gap="xs" py="lg">
        <Text c="dimmed">
          Page {paging.page} is past the end: there are {last} pages.
        </Text>
        <Button variant="light" onClick={() => paging.onPage(last)}>
          Go to the last page ({last})
        </Button>
      </Stack>
    );
  }
  return (
    <Text c="dimmed" ta="center" py="lg">
      {filtered ? noMatchText : emptyText}
    </Text>
  );
}

interface ListEndProps {
  isError: boolean;
  count: number | undefined;
  filtered: boolean;
  empty: { filtered: string; none: string };
  total: number | undefined;
  search: Pick<ListSearch, 'page' | 'size'>;
  onPage(next: { page: number; size?: number }): void;
  /** A page past the end offers the last page rather than the empty state. */
  offerLastPage?: boolean;
}

/** Below a list's table: its failure or empty state, then the paging footer. */
export function ListEnd({ total = 0, search, onPage, empty, offerLastPage = false, ...state }: ListEndProps) {
  return (
    <>
      <ListState
        {...state}
        emptyText={empty.none}
        noMatchText={empty.filtered}
        {...(offerLastPage
          ? {
              paging: {
                page: search.page,
                size: search.size,
                total,
                onPage: (page: number) => onPage({ page }),
              },
            }
          : {})}
      />
      <ListFooter total={total} search={search} onChange={onPage} />
    </>
  );
}

/** The header of a row-actions column: named for screen readers, blank on screen. */
export function ActionsHeader() {
  return (
    <Table.Th>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
