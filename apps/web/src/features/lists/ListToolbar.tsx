import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { ListSearch } from './list-search';

interface ListToolbarProps {
  search: ListSearch;
  onChange(next: Partial<ListSearch>): void;
  label: string;
  children?: ReactNode;
}

/** Search box (applied after a pause, kept in the URL) and the status filter of a list screen. */
export function ListToolbar({ search, onChange, label, children }: ListToolbarProps) {
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  useEffect(() => {
    if (text === search.q) return;
    const timer = setTimeout(() => onChange({ q: text, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [text, search.q, onChange]);
  return (
    <Group justify="space-between" wrap="wrap">
      <Group>
        <TextInput
          aria-label={label}
          placeholder={label}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <SegmentedControl
          aria-label="Status"
          value={search.status}
          onChange={(status) => onChange({ status: status as ListSearch['status'], page: 1 })}
          data={[
            { label: 'All', value: 'all' },
            { label: 'Active', value: 'active' },
            { label: 'Inactive', value: 'inactive' },
          ]}
        />
      </Group>
      {children}
    </Group>
  );
}
