import { Accordion, Button, Modal, Select, Stack, Tabs, Text } from '@mantine/core';
import { LoadingBlock } from '@ridgeline/ui';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { StatusBadge } from '../lists/ListRows';
import { editColumn, ListTable } from '../lists/ListTable';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { ScreenHeader } from '../lists/ScreenHeader';
import {
  useGroupedList,
  useMasterData,
  useMasterDataCategories,
  useUpsertMasterData,
  type MasterData,
} from './api/master-data';
import { MasterDataForm } from './MasterDataForm';

export type MasterDataTab = 'entries' | 'grouped';

export interface MasterDataSearch extends ListSearch {
  category: string;
  tab: MasterDataTab;
}

interface MasterDataScreenProps {
  search: MasterDataSearch;
  onSearch(next: Partial<MasterDataSearch>): void;
}

/** The lists forms pick from, with the derived citizenship list (spec §5: without US, MM and CD). */
const GROUPED = ['COUNTRY', 'CITIZENSHIP', 'STATE', 'STATE_MEXICO', 'STATE_CANADA'] as const;
const GROUPED_TITLES: Record<string, string> = {
  COUNTRY: 'Countries',
  CITIZENSHIP: 'Citizenship choices (countries without US, MM and CD)',
  STATE: 'US states and territories',
  STATE_MEXICO: 'States of Mexico',
  STATE_CANADA: 'Provinces and territories of Canada',
};

/** Master data: code lists by category with search, sort and paging in the URL; upsert in a dialog. */
export function MasterDataScreen({ search, onSearch }: MasterDataScreenProps) {
  const categories = useMasterDataCategories();
  const entries = useMasterData(search.category, search);
  const upsert = useUpsertMasterData();
  const [editing, setEditing] = useState<MasterData | 'new' | null>(null);
  const categoryTitle = (code: string) => categories.data?.find((c) => c.code === code)?.title ?? code;

  return (
    <Stack>
      <ScreenHeader title="Master Data">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Entry
        </Button>
      </ScreenHeader>
      <Tabs value={search.tab} onChange={(tab) => onSearch({ tab: (tab as MasterDataTab) ?? 'entries' })}>
        <Tabs.List>
          <Tabs.Tab value="entries">Entries</Tabs.Tab>
          <Tabs.Tab value="grouped">Grouped lists</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="entries" pt="md">
          <Stack>
            <ListToolbar search={search} onChange={onSearch} label="Search entries">
              <Select
                aria-label="Category"
                placeholder="Every category"
                clearable
                w={280}
                value={search.category || null}
                data={(categories.data ?? []).map((c) => ({ value: c.code, label: c.title }))}
                onChange={(category) => onSearch({ category: category ?? '', page: 1 })}
              />
            </ListToolbar>
            <ListTable
              columns={[
                { label: 'Category', sortField: 'category', cell: (entry) => categoryTitle(entry.category) },
                { label: 'Code', sortField: 'code', cell: (entry) => entry.code },
                { label: 'Name', sortField: 'data', cell: (entry) => entry.data },
                { label: 'Status', cell: (entry) => <StatusBadge active={entry.active} /> },
                editColumn<MasterData>((entry) => entry.data, setEditing, { hiddenLabel: true }),
              ]}
              rows={entries.data?.data}
              rowKey={(entry) => entry.id}
              pending={entries.isPending}
              error={entries.isError}
              total={entries.data?.totalRecords}
              search={search}
              onSearch={onSearch}
              filtered={search.q !== '' || search.status !== 'all' || search.category !== ''}
              empty={{ none: 'No master data yet.', filtered: 'No entry matches the search.' }}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="grouped" pt="md">
          {search.tab === 'grouped' && <GroupedLists />}
        </Tabs.Panel>
      </Tabs>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'Add Entry' : 'Edit Entry'}
      >
        {editing !== null && (
          <MasterDataForm
            entry={editing === 'new' ? undefined : editing}
            category={search.category || 'COUNTRY'}
            categories={categories.data ?? []}
            onSubmit={(body) =>
              upsert.mutateAsync(body).then(
                notifyDone('Master data saved successfully', () => setEditing(null)),
                notifyFailure,
              )
            }
          />
        )}
      </Modal>
    </Stack>
  );
}

/** The grouped list every form reads: active entries only, by category. */
function GroupedLists() {
  const grouped = useGroupedList(GROUPED);
  if (grouped.isPending) return <LoadingBlock height={120} label="Loading the grouped lists" />;
  if (grouped.isError) return <Text c="red.8">Something Went Wrong</Text>;
  return (
    <Accordion multiple variant="separated">
      {GROUPED.map((category) => {
        const list = grouped.data[category] ?? [];
        return (
          <Accordion.Item key={category} value={category}>
            <Accordion.Control>
              {GROUPED_TITLES[category]} ({list.length})
            </Accordion.Control>
            <Accordion.Panel>
              {list.length === 0 ? (
                <Text c="dimmed">No active entries.</Text>
              ) : (
                <Text size="sm">{list.map((entry) => `${entry.data} (${entry.code})`).join(' · ')}</Text>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
