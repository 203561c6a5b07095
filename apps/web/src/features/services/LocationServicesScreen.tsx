import { Button, Group, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { blankAsNull, formatCurrency, locationRateSchema, type NumberFieldValue } from '@ridgeline/domain';
import { useState } from 'react';
import { useDomainForm } from '../forms/use-domain-form';
import { notifyFailure, notifyDone } from '../forms/toasts';
import { useCan } from '../locations/use-can';
import { usePartnerSession } from '../session/use-session';
import type { PortalRef } from '../session/session-types';
import { allServicesQueryOptions, type PartnerService } from './api/partner-services';
import {
  locationServicesQueryOptions,
  useSaveLocationService,
  type LocationService,
} from './api/location-services';
import { LoadingRows } from '../lists/ListRows';
import { MoneyInput } from './MoneyInput';
import { serviceTypeLabel } from './service-type-label';

/**
 * The location's services: every active service of its partner with an on/off switch, and the location's own rate
 * (blank: the partner's rate). A switch saves at once; a rate is saved with its row's Save button or Enter.
 */
export function LocationServicesScreen({ portal }: { portal: PortalRef }) {
  const session = usePartnerSession(portal);
  const services = useQuery(allServicesQueryOptions(portal));
  const offered = useQuery(locationServicesQueryOptions(portal));
  const can = useCan(portal);
  const [text, setText] = useState('');
  const byService = new Map((offered.data ?? []).map((row) => [row.partnerServiceId, row]));
  const rows = (services.data ?? []).filter(
    (service) =>
      (service.active || byService.has(service.id)) &&
      service.displayName.toLowerCase().includes(text.trim().toLowerCase()),
  );
  const pending = services.isPending || offered.isPending;
  return (
    <Stack>
      <Title order={1} size="h2">
        Services
      </Title>
      <Text c="dimmed" size="sm">
        Switch on the services this location offers. Leave the location rate blank to charge the partner’s
        rate.
      </Text>
      <TextInput
        aria-label="Search services"
        placeholder="Search services"
        leftSection={<IconSearch size={16} />}
        w={320}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Service</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Partner rate</Table.Th>
            <Table.Th>Offered here</Table.Th>
            <Table.Th>Location rate</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={pending}>
          {pending && <LoadingRows columns={5} />}
          {!pending &&
            session?.locationId &&
            rows.map((service) => (
              <LocationServiceRow
                key={`${service.id}:${byService.get(service.id)?.rate ?? ''}`}
                portal={portal}
                locationId={session.locationId as string}
                service={service}
                offer={byService.get(service.id)}
                editable={can('services:modify')}
              />
            ))}
        </Table.Tbody>
      </Table>
      {(services.isError || offered.isError) && <Text c="red.8">Something Went Wrong</Text>}
      {!pending && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {text.trim() ? 'No service matches the search.' : 'Your partner has no active services yet.'}
        </Text>
      )}
    </Stack>
  );
}

function LocationServiceRow({
  portal,
  locationId,
  service,
  offer,
  editable,
}: {
  portal: PortalRef;
  locationId: string;
  service: PartnerService;
  offer: LocationService | undefined;
  editable: boolean;
}) {
  const save = useSaveLocationService(portal);
  const active = offer?.active ?? false;
  const { form, submitting, onSubmit } = useDomainForm<{ rate: NumberFieldValue }>(locationRateSchema, {
    rate: offer?.rate ?? '',
  });
  const send = (next: { active: boolean; rate: number | null }) =>
    save
      .mutateAsync({ locationId, partnerServiceId: service.id, ...(offer ? { id: offer.id } : {}), ...next })
      .then(notifyDone('Location service saved successfully'), notifyFailure);
  const changed = blankAsNull(form.values.rate) !== (offer?.rate ?? null);
  return (
    <Table.Tr>
      <Table.Td>{service.displayName}</Table.Td>
      <Table.Td>{serviceTypeLabel(service.serviceType)}</Table.Td>
      <Table.Td>{formatCurrency(service.rate)}</Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Offer ${service.displayName} here`}
          checked={active}
          disabled={!editable || save.isPending}
          onChange={(event) => void send({ active: event.currentTarget.checked, rate: offer?.rate ?? null })}
        />
      </Table.Td>
      <Table.Td>
        <form noValidate onSubmit={onSubmit((values) => send({ active, rate: blankAsNull(values.rate) }))}>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <MoneyInput
              aria-label={`Location rate of ${service.displayName}`}
              placeholder={formatCurrency(service.rate)}
              w={160}
              disabled={!editable}
              {...form.getInputProps('rate')}
            />
            <Button
              type="submit"
              variant="light"
              disabled={!editable || !changed || submitting}
              loading={submitting}
            >
              Save
            </Button>
          </Group>
        </form>
      </Table.Td>
    </Table.Tr>
  );
}
