import { Spoiler, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { ListScreen, type ListTexts } from '../lists/ListScreen';
import { statusColumn, type ListColumn } from '../lists/ListTable';
import type { ListSearchProps } from '../lists/list-search';
import { useTerms } from './api/system-catalogue';

type Terms = NonNullable<ReturnType<typeof useTerms>['data']>['data'][number];

type Props = ListSearchProps;

const texts: ListTexts = {
  title: 'Terms and Conditions',
  searchLabel: 'Search terms',
  empty: { filtered: 'No terms match the search.', none: 'No terms and conditions yet.' },
};

/** Every version of the terms and conditions customers accept (newest first); partners see the active ones. */
export function TermsScreen(list: Props) {
  const page = useTerms(list.search);
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
  return <ListScreen {...list} texts={texts} page={page} columns={columns} />;
}
