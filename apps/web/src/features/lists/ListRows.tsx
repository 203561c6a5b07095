import { Badge, Skeleton, Table, Text } from '@mantine/core';

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
}: {
  isError: boolean;
  count: number | undefined;
  filtered: boolean;
  emptyText: string;
  noMatchText: string;
}) {
  if (isError) return <Text c="red.8">Something Went Wrong</Text>;
  if (count !== 0) return null;
  return (
    <Text c="dimmed" ta="center" py="lg">
      {filtered ? noMatchText : emptyText}
    </Text>
  );
}
