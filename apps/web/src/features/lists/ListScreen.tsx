import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ListTable, type ListColumn } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { ScreenHeader } from './ScreenHeader';
import type { ListSearchProps } from './list-search';

/** The words of a list screen: its title, the search box's accessible name, what an empty table says. */
export interface ListTexts {
  title: string;
  /** The search box's accessible name: "Search partners". */
  searchLabel: string;
  empty: { filtered: string; none: string };
}

/**
 * The usual words of a list: "Search companies", "No company matches the search.", "No companies yet."; `none`
 * where the empty list is named otherwise ("No catalogue services yet.").
 */
export const listTexts = (title: string, one: string, many: string, none = `No ${many} yet.`): ListTexts => ({
  title,
  searchLabel: `Search ${many}`,
  empty: { filtered: `No ${one} matches the search.`, none },
});

interface ListScreenProps<Row extends { id: string }> extends ListSearchProps {
  texts: ListTexts;
  /** Beside the title: an add link, a map toggle. */
  actions?: ReactNode;
  /** The list's query: one page of rows and the total. */
  page: { data?: { data: Row[]; totalRecords: number } | undefined; isPending: boolean; isError: boolean };
  columns: ListColumn<Row>[];
}

/** A list screen of spec §8: title and actions, the search and status toolbar, then the sortable, paged table. */
export function ListScreen<Row extends { id: string }>(props: ListScreenProps<Row>) {
  const { page, search, onSearch, texts } = props;
  return (
    <Stack>
      <ScreenHeader title={texts.title}>{props.actions}</ScreenHeader>
      <ListToolbar search={search} onChange={onSearch} label={texts.searchLabel} />
      <ListTable
        columns={props.columns}
        rows={page.data?.data}
        rowKey={(row) => row.id}
        total={page.data?.totalRecords}
        pending={page.isPending}
        error={page.isError}
        search={search}
        onSearch={onSearch}
        empty={texts.empty}
      />
    </Stack>
  );
}

/** The Add button of a list screen: a link to its form. */
export function AddLink({ to, label, icon }: { to: string; label: string; icon?: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={icon ?? <IconPlus size={16} />}>
      {label}
    </Button>
  );
}
