import { SendDeviceLogsButton } from '../device-agent/SendDeviceLogsButton';
import { Anchor, Badge, Button, Checkbox, Group, Select, Stack, Table, TextInput } from '@mantine/core';
import {
  BIOMETRIC_STATUS_FILTERS,
  BIOMETRIC_STATUS_LABELS,
  formatInstant,
  type BiometricStatus,
} from '@ridgeline/domain';
import { Link } from '@tanstack/react-router';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListEnd, LoadingRows } from '../lists/ListRows';
import type { ListSearch } from '../lists/list-search';
import { SortHeader } from '../lists/SortHeader';
import { sessions } from '../session/browser-session';
import type { PortalRef } from '../session/session-types';
import { capturePath, NEW_TRANSACTION } from '../capture/capture-paths';
import { useBiometricSearch } from './api/biometrics';
import type { BiometricListSearch } from './biometric-search';
import { BiometricStatusMenu } from './BiometricStatusMenu';
import { StartRecaptureButton } from './StartRecaptureButton';
import { ScreenHeader } from '../lists/ScreenHeader';
import { fbiResponseBadgeText } from './FbiResponseNote';

interface BiometricsScreenProps {
  portal: PortalRef;
  search: BiometricListSearch;
  onSearch(next: Partial<BiometricListSearch>): void;
}

const RESIDENT_STATUSES = ['US Citizen', 'Lawful Permanent Resident', 'Other'];

export const portalBase = (portal: PortalRef) =>
  `/${portal.kind}/${encodeURIComponent(portal.code)}/biometric`;

/** The biometric list: the §3 filters, the §4 status labels, sort and paging in the URL, a status menu per row. */
export function BiometricsScreen({ portal, search, onSearch }: BiometricsScreenProps) {
  const { data, isPending, isError } = useBiometricSearch(portal, search);
  // Each record in its location's zone (issue 27 item 6); the session's for a record without a location.
  const sessionZone = sessions.readPartner(portal)?.timeZone;
  const [text, setText] = useState(search.q);
  useEffect(() => setText(search.q), [search.q]);
  useEffect(() => {
    if (text === search.q) return;
    const timer = setTimeout(() => onSearch({ q: text, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [text, search.q, onSearch]);
  // The shared sort header speaks the generic list state; the biometric list keeps the same keys.
  const listState = search as unknown as ListSearch;
  const onSort = (next: Partial<ListSearch>) => onSearch(next as Partial<BiometricListSearch>);
  const filtered =
    search.q !== '' ||
    search.status !== 'ALL' ||
    search.createdOn !== '' ||
    search.residentStatus !== '' ||
    search.recaptureOf !== '';
  return (
    <Stack>
      <ScreenHeader title="Biometric">
        <Group>
          <SendDeviceLogsButton portal={portal} />
          <Button component={Link} to={capturePath(portal, NEW_TRANSACTION)}>
            New capture
          </Button>
        </Group>
      </ScreenHeader>
      <Group wrap="wrap" align="end">
        <TextInput
          aria-label="Search transactions"
          placeholder="Name, e-mail or TCN"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Select
          label="Status"
          data={BIOMETRIC_STATUS_FILTERS.map((option) => ({ value: option.value, label: option.label }))}
          value={search.status}
          allowDeselect={false}
          onChange={(value) =>
            onSearch({ status: (value ?? 'ALL') as BiometricListSearch['status'], page: 1 })
          }
        />
        <Select
          label="Resident status"
          data={[{ value: '', label: 'All' }, ...RESIDENT_STATUSES.map((value) => ({ value, label: value }))]}
          value={search.residentStatus}
          allowDeselect={false}
          onChange={(value) => onSearch({ residentStatus: value ?? '', page: 1 })}
        />
        <TextInput
          label="Created on"
          type="date"
          value={search.createdOn}
          onChange={(event) => onSearch({ createdOn: event.currentTarget.value, page: 1 })}
        />
        <Checkbox
          label="Include recapture parent"
          checked={search.withParent}
          onChange={(event) => onSearch({ withParent: event.currentTarget.checked, page: 1 })}
        />
        {search.recaptureOf ? (
          // Set by a record's "Show its recaptures": the recapture reference filter of §3, shown so it can go.
          <Button
            variant="light"
            size="xs"
            rightSection={<IconX size={14} />}
            aria-label="Remove the filter Recaptures of one transaction"
            onClick={() => onSearch({ recaptureOf: '', page: 1 })}
          >
            Recaptures of one transaction
          </Button>
        ) : null}
      </Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <SortHeader field="lastName" label="Applicant" search={listState} onChange={onSort} />
            <Table.Th>Location</Table.Th>
            <Table.Th>Service</Table.Th>
            <SortHeader field="status" label="Status" search={listState} onChange={onSort} />
            <SortHeader field="createdOn" label="Created" search={listState} onChange={onSort} />
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={isPending}>
          {isPending && <LoadingRows columns={6} />}
          {data?.data.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim() || 'Unnamed applicant';
            return (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`${portalBase(portal)}/${row.id}`}>
                    {name}
                  </Anchor>
                  {row.recaptureReferenceId && (
                    <Badge ml="xs" size="xs" variant="outline">
                      Recapture
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{row.locationTitle ?? '—'}</Table.Td>
                <Table.Td>{row.serviceDisplayName ?? '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light">{BIOMETRIC_STATUS_LABELS[row.status as BiometricStatus]}</Badge>
                  {fbiResponseBadgeText(row.fbiResponse) && (
                    <Badge
                      ml="xs"
                      size="xs"
                      color="red"
                      variant="outline"
                      title={row.fbiResponse?.message ?? undefined}
                    >
                      {fbiResponseBadgeText(row.fbiResponse)}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{formatInstant(row.createdOn, row.locationTimeZone ?? sessionZone)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {row.status === 'IN_PROGRESS' ? (
                      <Anchor component={Link} to={capturePath(portal, row.id)} size="sm">
                        Resume capture
                      </Anchor>
                    ) : null}
                    {row.status === 'REQUEST_FOR_RECAPTURE' ? (
                      <StartRecaptureButton portal={portal} id={row.id} name={name} />
                    ) : null}
                    <BiometricStatusMenu
                      portal={portal}
                      id={row.id}
                      status={row.status as BiometricStatus}
                      name={name}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <ListEnd
        isError={isError}
        count={data?.data.length}
        filtered={filtered}
        empty={{ none: 'No biometric transactions yet.', filtered: 'No transaction matches the filters.' }}
        total={data?.totalRecords}
        search={search}
        onPage={onSearch}
      />
    </Stack>
  );
}
