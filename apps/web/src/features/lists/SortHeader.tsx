import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ListSearch } from './list-search';

interface SortHeaderProps {
  field: string;
  label: string;
  search: ListSearch;
  onChange(next: Partial<ListSearch>): void;
}

/** A column header that sorts the list by its field; a second click reverses the order. */
export function SortHeader({ field, label, search, onChange }: SortHeaderProps) {
  const active = search.sort === field;
  const Icon = !active ? IconArrowsSort : search.order === 'ASC' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={active ? (search.order === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() =>
          onChange({ sort: field, order: active && search.order === 'ASC' ? 'DESC' : 'ASC', page: 1 })
        }
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
