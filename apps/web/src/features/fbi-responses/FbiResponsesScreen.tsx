import { useState } from 'react';
import { Button, Stack, Title } from '@mantine/core';
import { formatInstant } from '@ridgeline/domain';
import { notifyFailure, notifySuccess } from '../forms/toasts';
import { ListTable, type ListColumn } from '../lists/ListTable';
import type { ListSearch } from '../lists/list-search';
import { ScreenHeader } from '../lists/ScreenHeader';
import {
  useFbiResponseFiles,
  usePollFbiResponses,
  type FbiResponseFile,
  type FbiResponseList,
} from './api/fbi-responses';

const FIRST_PAGE: ListSearch = { page: 1, size: 10, order: 'DESC', sort: 'receivedOn', q: '', status: 'all' };

const received: ListColumn<FbiResponseFile> = {
  label: 'Received',
  sortField: 'receivedOn',
  cell: (row) => formatInstant(row.receivedOn),
};
const fileName: ListColumn<FbiResponseFile> = {
  label: 'File',
  sortField: 'fileName',
  cell: (row) => row.fileName,
};
const destination: ListColumn<FbiResponseFile> = {
  label: 'Destination',
  cell: (row) => row.destinationScope,
};

const COLUMNS: Record<FbiResponseList, ListColumn<FbiResponseFile>[]> = {
  UNMATCHED: [
    received,
    fileName,
    destination,
    { label: 'Type', cell: (row) => row.kind },
    { label: 'TCR', cell: (row) => row.tcr ?? '' },
    { label: 'Error code', cell: (row) => row.errorCode ?? '' },
  ],
  QUARANTINED: [
    received,
    fileName,
    destination,
    { label: 'Size (bytes)', cell: (row) => row.size },
    { label: 'Parse error', cell: (row) => row.parseError ?? '' },
  ],
};

function ResponseFiles({ list, title, none }: { list: FbiResponseList; title: string; none: string }) {
  const [search, setSearch] = useState<ListSearch>(FIRST_PAGE);
  const page = useFbiResponseFiles(list, search);
  return (
    <Stack gap="xs" aria-label={title} component="section">
      <Title order={2} size="h4">
        {title}
      </Title>
      <ListTable
        columns={COLUMNS[list]}
        rows={page.data?.data}
        rowKey={(row) => row.id}
        total={page.data?.totalRecords}
        pending={page.isPending}
        error={page.isError}
        search={search}
        onSearch={(next) => setSearch((current) => ({ ...current, ...next }))}
        empty={{ filtered: 'No file matches the search.', none }}
      />
    </Stack>
  );
}

/**
 * The FBI's answers nothing was done with (issue 28): responses no transaction of their destination matched, and
 * unreadable files left in the server's quarantine folder (name, size and why; their bytes were never copied).
 */
export function FbiResponsesScreen() {
  const poll = usePollFbiResponses();
  return (
    <Stack>
      <ScreenHeader title="FBI responses">
        <Button
          loading={poll.isPending}
          onClick={() =>
            poll.mutate(undefined, {
              onSuccess: (result) => notifySuccess(result.message ?? 'Response folders polled'),
              onError: notifyFailure,
            })
          }
        >
          Poll now
        </Button>
      </ScreenHeader>
      <ResponseFiles list="UNMATCHED" title="Unmatched responses" none="No unmatched responses." />
      <ResponseFiles list="QUARANTINED" title="Quarantined files" none="No quarantined files." />
    </Stack>
  );
}
