import '@mantine/dates/styles.css';
import { Anchor, Badge, Button, Chip, Group, Stack, Table, TextInput, UnstyledButton } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import {
  formatInstant,
  APPOINTMENT_STATUS_LABELS,
  fromWireAppointmentStatus,
  toWireAppointmentStatus,
  type AppointmentStatus,
} from '@ridgeline/domain';
import { useState } from 'react';
import { ListEnd, LoadingRows } from '../lists/ListRows';
import type { PortalRef } from '../session/session-types';
import { useAppointmentSearch, type Appointment } from './api/appointments';
import { STATUS_CHIPS, type AppointmentListSearch } from './appointment-list-search';
import { slotLabel } from './appointment-times';
import { AppointmentDetailDrawer } from './AppointmentDetailDrawer';
import { BookAppointmentModal } from './BookAppointmentModal';
import { BookingMarks } from './BookingMarks';
import { ScreenHeader } from '../lists/ScreenHeader';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  CONFIRMED: 'blue.8',
  DRAFT: 'gray.7',
  COMPLETED: 'green.9',
  NO_SHOW: 'orange.9',
  CANCELLED: 'red.8',
};

export function AppointmentStatusBadge({ status }: { status: Appointment['status'] }) {
  const domain = fromWireAppointmentStatus(status ?? 'DRAFT') ?? 'DRAFT';
  return <Badge color={STATUS_COLORS[domain]}>{APPOINTMENT_STATUS_LABELS[domain]}</Badge>;
}

interface AppointmentsScreenProps {
  portal: PortalRef;
  /** The location of a location session; null at partner level (the booking form then asks). */
  locationId: string | null;
  search: AppointmentListSearch;
  onSearch(next: Partial<AppointmentListSearch>): void;
}

/** A location's day: the appointment list with filters and sort in the URL, booking, detail and changes. */
export function AppointmentsScreen({ portal, locationId, search, onSearch }: AppointmentsScreenProps) {
  const [booking, setBooking] = useState(false);
  const { data, isPending, isError, isPlaceholderData } = useAppointmentSearch(portal, {
    pageNumber: search.page,
    pageSize: search.size,
    sortField: search.sort,
    sortOrder: search.order,
    ...(search.q ? { searchParameter: search.q } : {}),
    ...(search.status !== 'ALL' ? { status: toWireAppointmentStatus(search.status) } : {}),
    ...(search.date ? { appointmentDate: search.date } : {}),
  });
  const sortBy = (field: AppointmentListSearch['sort']) =>
    onSearch({
      sort: field,
      order: search.sort === field ? (search.order === 'ASC' ? 'DESC' : 'ASC') : 'ASC',
      page: 1,
    });
  const sortLabel = (field: AppointmentListSearch['sort']) =>
    search.sort === field ? (search.order === 'ASC' ? 'ascending' : 'descending') : 'none';
  const filtered = search.q !== '' || search.status !== 'ALL' || search.date !== '';
  return (
    <Stack>
      <ScreenHeader title="Appointments">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setBooking(true)}>
          Book Appointment
        </Button>
      </ScreenHeader>
      <Group align="end">
        <TextInput
          label="Search appointments"
          placeholder="Name, e-mail, phone or confirmation number"
          w={320}
          defaultValue={search.q}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch({ q: event.currentTarget.value.trim(), page: 1 });
          }}
          onBlur={(event) => {
            const q = event.currentTarget.value.trim();
            if (q !== search.q) onSearch({ q, page: 1 });
          }}
        />
        <DateInput
          label="Appointment date"
          valueFormat="MM-DD-YYYY"
          clearable
          w={180}
          value={search.date || null}
          onChange={(value) => onSearch({ date: value ?? '', page: 1 })}
        />
      </Group>
      <Chip.Group
        value={search.status}
        onChange={(value) => onSearch({ status: value as AppointmentListSearch['status'], page: 1 })}
      >
        <Group gap="xs" role="group" aria-label="Status">
          {STATUS_CHIPS.map((status) => (
            <Chip key={status} value={status} size="sm">
              {status === 'ALL' ? 'All' : APPOINTMENT_STATUS_LABELS[status]}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-sort={sortLabel('appointmentDate')}>
              <UnstyledButton onClick={() => sortBy('appointmentDate')}>
                <Group gap={4}>
                  Appointment <IconArrowsSort size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th>Applicant</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-sort={sortLabel('createdOn')}>
              <UnstyledButton onClick={() => sortBy('createdOn')}>
                <Group gap={4}>
                  Booked <IconArrowsSort size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        {/* Busy also while the previous filters' rows stay on screen until the new ones arrive. */}
        <Table.Tbody aria-busy={isPending || isPlaceholderData}>
          {isPending && <LoadingRows columns={6} />}
          {data?.data.map((row) => (
            <Table.Tr key={row.id} data-testid="appointment-row">
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onSearch({ open: row.id ?? '' })}>
                  {slotLabel(row)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.firstName} {row.lastName}
              </Table.Td>
              <Table.Td>{row.serviceDisplayName}</Table.Td>
              <Table.Td>{row.locationTitle}</Table.Td>
              <Table.Td>
                <AppointmentStatusBadge status={row.status ?? 'DRAFT'} />
              </Table.Td>
              <Table.Td>
                {formatInstant(row.createdOn, row.locationTimeZone)}
                <BookingMarks appointment={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ListEnd
        isError={isError}
        count={data?.data.length}
        filtered={filtered}
        empty={{ none: 'No appointments yet.', filtered: 'No appointment matches the filters.' }}
        total={data?.totalRecords}
        search={search}
        onPage={onSearch}
        offerLastPage
      />
      <BookAppointmentModal
        portal={portal}
        locationId={locationId}
        opened={booking}
        onClose={() => setBooking(false)}
        onBooked={(id) => {
          setBooking(false);
          onSearch({ open: id });
        }}
      />
      <AppointmentDetailDrawer
        portal={portal}
        id={search.open ?? null}
        onClose={() => onSearch({ open: undefined })}
      />
    </Stack>
  );
}
