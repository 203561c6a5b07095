import { Table } from '@mantine/core';

/** The label and value rows of a detail page; rows without a value are left out. */
export function DetailTable({
  rows,
  labelWidth = 170,
}: {
  rows: readonly [string, string | null | undefined][];
  labelWidth?: number;
}) {
  return (
    <Table>
      <Table.Tbody>
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={labelWidth}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
      </Table.Tbody>
    </Table>
  );
}
