import { ACTION_WORDS, actionLabel, formatInstant, formatInstantUtc } from '@ridgeline/domain';
import { Fragment, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Code,
  Group,
  Pagination,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { LoadingIndicator } from '@ridgeline/ui';
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@ridgeline/backend-client';
import { errorMessage } from '../forms/error-message';
import { sessions } from '../session/browser-session';
import { auditLogQuery, type AuditScope } from './api/search-audit-log';
import type { AuditSearch } from './audit-search';

type Entry = Schemas['AuditLogEntry'];

/** The action filter offers actions in words (the API matches the code exactly), A to Z. */
const ACTION_CHOICES = Object.entries(ACTION_WORDS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export interface AuditTrailScreenProps {
  scope: AuditScope;
  search: AuditSearch;
  /** Writes a change of page or filter into the URL. */
  onSearchChange: (change: Partial<AuditSearch>) => void;
}

const OUTCOME_COLORS: Record<string, string> = { SUCCESS: 'green', FAILURE: 'red', DENIED: 'orange' };

/** The recorded values of a change, field by field (secrets were redacted when it was written). */
function ChangeDetails({ entry }: { entry: Entry }) {
  const { before, after, changed, outcome: _outcome, ip: _ip, ...rest } = entry.details;
  const show = (value: unknown) =>
    value === null || value === undefined ? '—' : JSON.stringify(value, null, 2);
  return (
    <Stack gap="xs">
      {Array.isArray(changed) && changed.length > 0 ? (
        <Text size="sm">Changed: {changed.join(', ')}</Text>
      ) : null}
      {before !== undefined || after !== undefined ? (
        <SimpleGrid cols={2}>
          <div>
            <Text size="sm" fw={600}>
              Before
            </Text>
            <Code block>{show(before)}</Code>
          </div>
          <div>
            <Text size="sm" fw={600}>
              After
            </Text>
            <Code block>{show(after)}</Code>
          </div>
        </SimpleGrid>
      ) : null}
      {Object.keys(rest).length > 0 ? <Code block>{JSON.stringify(rest, null, 2)}</Code> : null}
    </Stack>
  );
}

/** Who did what, when, from where, with the before and after values: searchable and filterable (issue 18). */
export function AuditTrailScreen({ scope, search, onSearchChange }: AuditTrailScreenProps) {
  const { data, isPending, error } = useQuery(auditLogQuery(scope, search));
  // The session's zone is its location's (a location session) or its partner's; the system area reads UTC.
  const timeZone = scope.kind === 'partner' ? sessions.readPartner(scope.portal)?.timeZone : undefined;
  const [text, setText] = useState(search.q ?? '');
  const [action, setAction] = useState(search.action ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const rows = data?.data ?? [];
  const pages = data ? Math.max(1, Math.ceil(data.totalRecords / search.size)) : 1;
  const filtered = Boolean(search.q || search.action || search.from || search.to);
  return (
    <Stack>
      <Title order={1} size="h2">
        Audit trail
      </Title>
      <form
        aria-label="Filter the audit trail"
        onSubmit={(event) => {
          event.preventDefault();
          onSearchChange({
            q: text.trim() || undefined,
            action: action.trim().toUpperCase() || undefined,
            page: 1,
          });
        }}
      >
        <Group align="end">
          <TextInput
            label="Search"
            placeholder="Who, action or record"
            value={text}
            maxLength={200}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Select
            label="Action"
            placeholder="Any action"
            data={ACTION_CHOICES}
            value={action || null}
            searchable
            clearable
            nothingFoundMessage="No such action"
            onChange={(value) => setAction(value ?? '')}
          />
          <TextInput
            label="From"
            type="date"
            value={search.from ?? ''}
            onChange={(event) => onSearchChange({ from: event.currentTarget.value || undefined, page: 1 })}
          />
          <TextInput
            label="To"
            type="date"
            value={search.to ?? ''}
            onChange={(event) => onSearchChange({ to: event.currentTarget.value || undefined, page: 1 })}
          />
          <Button type="submit">Search</Button>
          {filtered ? (
            <Button
              variant="default"
              onClick={() => {
                setText('');
                setAction('');
                onSearchChange({ q: undefined, action: undefined, from: undefined, to: undefined, page: 1 });
              }}
            >
              Clear
            </Button>
          ) : null}
        </Group>
      </form>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : isPending ? (
        <Center py="xl">
          <LoadingIndicator label="Loading the audit trail" />
        </Center>
      ) : rows.length === 0 ? (
        <Text c="dimmed" py="xl" ta="center">
          {filtered ? 'No entries match this search.' : 'Nothing recorded yet.'}
        </Text>
      ) : (
        <Table striped aria-label="Audit trail">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>From</Table.Th>
              <Table.Th>Action</Table.Th>
              <Table.Th>Record</Table.Th>
              <Table.Th>Outcome</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((entry) => {
              const outcome = String(entry.details['outcome'] ?? '');
              const expanded = open === entry.id;
              return (
                <Fragment key={entry.id}>
                  <Table.Tr>
                    <Table.Td>
                      <Text size="sm">{formatInstant(entry.occurredOn, timeZone)}</Text>
                      {timeZone && timeZone !== 'UTC' ? (
                        <Text size="xs" c="dimmed">
                          {formatInstantUtc(entry.occurredOn)}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{entry.actorEmail ?? 'System'}</Table.Td>
                    <Table.Td>{String(entry.details['ip'] ?? '—')}</Table.Td>
                    <Table.Td title={entry.action}>{actionLabel(entry.action)}</Table.Td>
                    <Table.Td>
                      {entry.entityType}
                      {entry.entityId ? ` ${entry.entityId.slice(0, 8)}` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={OUTCOME_COLORS[outcome] ?? 'gray'} variant="light">
                        {outcome || '—'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="default"
                        aria-expanded={expanded}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the details of ${actionLabel(entry.action)} at ${formatInstant(entry.occurredOn, timeZone)}`}
                        onClick={() => setOpen(expanded ? null : entry.id)}
                      >
                        {expanded ? 'Hide' : 'Show'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                  {expanded ? (
                    <Table.Tr>
                      <Table.Td colSpan={7}>
                        <ChangeDetails entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  ) : null}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {data && data.totalRecords > 0 ? (
        <Group justify="space-between">
          <Text size="sm">
            {data.totalRecords} {data.totalRecords === 1 ? 'entry' : 'entries'}
          </Text>
          <Pagination
            total={pages}
            value={search.page}
            onChange={(page) => onSearchChange({ page })}
            aria-label="Audit trail pages"
            getControlProps={(control) => ({
              'aria-label':
                control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
            })}
            getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
