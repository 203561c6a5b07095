import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { unwrap, type Schemas } from '@ridgeline/backend-client';
import { partnerClient } from '../../session/backend';
import type { PortalRef } from '../../session/session-types';
import { useInvalidatingMutation } from '../../queries/resource-queries';
import { choicesQuery, type Choice, type ChoiceList } from '../../queries/choices';

export type Appointment = Schemas['Appointment'];
export type AppointmentDetail = Schemas['AppointmentDetail'];
export type AppointmentInput = Schemas['AppointmentInput'];
export type AppointmentSearch = Schemas['AppointmentSearch'];

const base = (portal: PortalRef) => ['appointments', portal.kind, portal.code] as const;
export const appointmentKeys = {
  all: base,
  list: (portal: PortalRef, search: AppointmentSearch) => [...base(portal), 'list', search] as const,
  detail: (portal: PortalRef, id: string) => [...base(portal), 'detail', id] as const,
  slots: (portal: PortalRef, locationId: string) => [...base(portal), 'slots', locationId] as const,
  choices: (portal: PortalRef, list: string) => [...base(portal), 'choices', list] as const,
};

export type BookingChoice = Choice;

/**
 * What a booking may name besides its service (issue 27, item 7): the partner's companies and the catalogue's
 * payment modes. A list the session cannot read stays empty, so the booking itself still works.
 */
export function useBookingChoices(portal: PortalRef) {
  const list = (name: ChoiceList) => ({
    ...choicesQuery(portal, name, appointmentKeys.choices(portal, name)),
    retry: false,
  });
  const companies = useQuery(list('companies'));
  const paymentModes = useQuery(list('payment-modes'));
  return { companies: companies.data ?? [], paymentModes: paymentModes.data ?? [] };
}

export const useAppointmentSearch = (portal: PortalRef, search: AppointmentSearch) =>
  useQuery({
    queryKey: appointmentKeys.list(portal, search),
    queryFn: () => unwrap(partnerClient(portal).POST('/partner/v1/appointments/search', { body: search })),
    placeholderData: keepPreviousData,
  });

export const useAppointment = (portal: PortalRef, id: string | null) =>
  useQuery({
    queryKey: appointmentKeys.detail(portal, id ?? ''),
    enabled: id !== null,
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).GET('/partner/v1/appointments/{id}', { params: { path: { id: id ?? '' } } }),
        )
      ).data,
  });

export const useSlots = (portal: PortalRef, locationId: string | null) =>
  useQuery({
    queryKey: appointmentKeys.slots(portal, locationId ?? ''),
    enabled: !!locationId,
    queryFn: async () =>
      (
        await unwrap(
          partnerClient(portal).GET('/partner/v1/appointments/slots', {
            params: { query: { locationId: locationId ?? '' } },
          }),
        )
      ).data,
  });

export const useBookAppointment = (portal: PortalRef) =>
  useInvalidatingMutation(
    (body: AppointmentInput) => unwrap(partnerClient(portal).POST('/partner/v1/appointments', { body })),
    [appointmentKeys.all(portal)],
    'settled',
  );

export const useUpdateAppointment = (portal: PortalRef) =>
  useInvalidatingMutation(
    (appointmentInfo: AppointmentInput & { id: string }) =>
      unwrap(partnerClient(portal).PUT('/partner/v1/appointments', { body: { appointmentInfo } })),
    [appointmentKeys.all(portal)],
    'settled',
  );

export async function revealSsn(portal: PortalRef, id: string, reason: string): Promise<string | null> {
  const answer = await unwrap(
    partnerClient(portal).GET('/partner/v1/appointments/security-detail/{id}', {
      params: { path: { id }, query: { reason } },
    }),
  );
  return answer.data.ssn;
}
