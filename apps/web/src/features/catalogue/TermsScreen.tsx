import { Spoiler, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { ListScreen } from '../lists/ListScreen';
import { statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import { useTerms } from './api/system-catalogue';

type Terms = NonNullable<ReturnType<typeof useTerms>['data']>['data'][number];

type Props = ListSearchProps;

/** Every version of the terms and conditions customers accept (newest first); partners see the active ones. */
export function TermsScreen({ search, onSearch }: Props) {
  const page = useTerms(search);
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
    statusColumn({ sortable: false }),
  ];
  return (
    <ListScreen
      title="Terms and Conditions"
      searchLabel="Search terms"
      search={search}
      onSearch={onSearch}
      page={page}
      columns={columns}
      empty={{ filtered: 'No terms match the search.', none: 'No terms and conditions yet.' }}
    />
  );
}
