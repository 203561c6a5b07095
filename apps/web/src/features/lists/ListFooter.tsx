import { Group, Pagination, Select, Text } from '@mantine/core';

const PAGER_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
import { PAGE_SIZES, type ListSearch } from './list-search';

interface ListFooterProps {
  total: number;
  search: Pick<ListSearch, 'page' | 'size'>;
  /** Called with the new page, or the new size and page 1. */
  onChange(next: { page: number; size?: number }): void;
}

/** Paging of a list screen: page links, page size, and how many records there are. */
export function ListFooter({ total, search, onChange }: ListFooterProps) {
  const pages = Math.max(1, Math.ceil(total / search.size));
  return (
    <Group justify="space-between">
      <Text size="sm" c="dimmed">
        {total} {total === 1 ? 'record' : 'records'}
      </Text>
      <Group>
        <Select
          aria-label="Rows per page"
          w={90}
          value={String(search.size)}
          data={PAGE_SIZES.map(String)}
          onChange={(value) => onChange({ size: Number(value ?? 10), page: 1 })}
          allowDeselect={false}
        />
        <Pagination
          total={pages}
          value={Math.min(search.page, pages)}
          onChange={(page) => onChange({ page })}
          // The arrow controls are icon-only buttons: name them (axe button-name, issue 18).
          getControlProps={(control) => ({ 'aria-label': PAGER_CONTROL_NAMES[control] })}
        />
      </Group>
    </Group>
  );
}
