import { Spoiler, Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { ListTable, StatusBadge, type ListColumn } from '../lists/ListTable';
import { ListToolbar } from '../lists/ListToolbar';
import type { ListSearch } from '../lists/list-search';
import { useTerms } from './api/system-catalogue';

type Terms = NonNullable<ReturnType<typeof useTerms>['data']>['data'][number];

interface Props {
  search: ListSearch;
  onSearch(next: Partial<ListSearch>): void;
}

/** Every version of the terms and conditions customers accept (newest first); partners see the active ones. */
export function TermsScreen({ search, onSearch }: Props) {
  const { data, isPending, isError } = useTerms(search);
  const columns: ListColumn<Terms>[] = [
    { label: 'Title', sortField: 'title', cell: (terms) => terms.title },
    { label: 'Version', sortField: 'version', cell: (terms) => terms.version },
    {
      label: 'Text',
      cell: (terms) => (
        <Spoiler maxHeight={48} showLabel="Show all" hideLabel="Hide">
          <Text size="sm">{terms.content}</Text>
        </Spoiler>
      ),
    },
    {
      label: 'Created',
      sortField: 'createdOn',
      cell: (terms) => dayjs(terms.createdOn).format('MM-DD-YYYY'),
    },
    { label: 'Status', cell: (terms) => <StatusBadge active={terms.active} /> },
  ];
  return (
    <Stack>
      <Title order={1} size="h2">
        Terms and Conditions
      </Title>
      <ListToolbar search={search} onChange={onSearch} label="Search terms" />
      <ListTable
        columns={columns}
        rows={data?.data}
        rowKey={(terms) => terms.id}
        total={data?.totalRecords}
        pending={isPending}
        error={isError}
        search={search}
        onSearch={onSearch}
        empty={{ filtered: 'No terms match the search.', none: 'No terms and conditions yet.' }}
      />
    </Stack>
  );
}
