import {
  DEFAULT_INITIAL_APPOINTMENT_STATUS,
  appointmentStatusChangeError,
  epochToZoned,
  fromWireAppointmentStatus,
  initialAppointmentStatusError,
  toWireAppointmentStatus,
  type AppointmentStatus,
  type WireAppointmentStatus,
} from '@ridgeline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth/auth-context';
import type { Db } from '../db/database';
import { findCompany } from '../companies/company-repository';
import { findPaymentModeByCode } from '../payment-modes/payment-mode-repository';
import { badRequest, notFound } from '../http/api-failure';
import { renderIdentityHistorySummary } from '../documents/renderers';
import { resolvePrinterBarcode } from '../documents/printer-barcode';
import { contractRoute, type TenantScope } from '../http/contract-route';
import type { SecretBox } from '../secrets/secret-box';
import { revealSsn, ssnColumns, withoutSealedSsn } from '../ssn/ssn-vault';
import {
  effectiveRate,
  findLocationServiceFor,
  findPartnerService,
  isSelectable,
} from '../services/service-repository';
import { appointmentMessages, queueAppointmentMessages, withdrawReminders } from './appointment-messages';
import {
  appointmentHistory,
  appointmentOut,
  confirmationNumber,
  domainStatus,
  findAppointment,
  insertAppointment,
  searchAppointments,
  selectableAppointments,
  type AppointmentRow,
  updateAppointment,
  type AppointmentSearch,
} from './appointment-repository';
import { appointmentDashboard } from './appointment-dashboard';
import {
  bookableLocation,
  bookableServices,
  claimSlot,
  locationNotFound,
  offeredSlots,
  type LocationRow,
} from './slot-booking';

export interface AppointmentsContext extends AuthContext {
  secretBox: SecretBox;
}

interface AppointmentInput {
  locationId: string;
  partnerServiceId: string;
  appointmentDate: string;
  startTime: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber?: string;
  companyId?: string | null;
  paymentModeCode?: string | null;
  remarks?: string | null;
  status?: WireAppointmentStatus;
  ssn?: string | null;
}

const appointmentNotFound = () => notFound('Appointment not found');

/** The service, company and payment mode a booking names, checked against the session's partner. */
async function bookingReferences(db: Db, scope: TenantScope, location: LocationRow, input: AppointmentInput) {
  const service = await findPartnerService(db, scope, input.partnerServiceId);
  if (!service || !isSelectable(service)) {
    throw badRequest('partnerServiceId: no such service is offered', `field: partnerServiceId`);
  }
  const offer = await findLocationServiceFor(
    db,
    { partnerId: scope.partnerId, locationId: location.id },
    location.id,
    service.id,
  );
  if (!offer || !offer.active) {
    throw badRequest(
      `partnerServiceId: ${location.title} does not offer ${service.displayName}`,
      'field: partnerServiceId',
    );
  }
  await bookingChoices(db, scope, input);
  return { service, amount: effectiveRate(offer, service) };
}

/**
 * The company (one of the session's partner's active companies: another tenant's answers as an unknown one) and
 * the payment mode (an active one of the catalogue) a booking names, both optional (issue 27, item 7).
 */
async function bookingChoices(
  db: Db,
  scope: TenantScope,
  input: Pick<AppointmentInput, 'companyId' | 'paymentModeCode'>,
): Promise<void> {
  if (input.companyId) {
    const company = await findCompany(db, scope, input.companyId);
    if (!company?.active) throw badRequest('companyId: no such company', 'field: companyId');
  }
  if (input.paymentModeCode) {
    const mode = await findPaymentModeByCode(db, input.paymentModeCode);
    if (!mode?.active) throw badRequest('paymentModeCode: no such payment mode', 'field: paymentModeCode');
  }
}

function applicantValues(input: AppointmentInput) {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    contactNumber: input.contactNumber ?? '',
    companyId: input.companyId || null,
    paymentModeCode: input.paymentModeCode ? input.paymentModeCode.toUpperCase() : null,
    remarks: input.remarks ?? null,
  };
}

function applicantNamesPresent(input: AppointmentInput) {
  if (!input.firstName.trim()) throw badRequest('firstName is a required field', 'field: firstName');
  if (!input.lastName.trim()) throw badRequest('lastName is a required field', 'field: lastName');
}

/** What the audit trail keeps of an appointment (the SSN columns are redacted by recordChange). */
function auditCopy(row: AppointmentRow) {
  return withoutSealedSsn(row);
}

/** Appointments of the session's partner (a location session: its location), their booking, and the SSN reveal. */
export async function appointmentsRoutes(app: FastifyInstance, context: AppointmentsContext) {
  const { db, secretBox } = context;

  const detail = async (scope: TenantScope, id: string) => {
    const found = await findAppointment(db, scope, id);
    if (!found) throw appointmentNotFound();
    return {
      ...appointmentOut(found.appointment, found.place),
      history: await appointmentHistory(db, scope, id),
      notifications: await appointmentMessages(db, found.appointment),
    };
  };

  contractRoute<AppointmentSearch>(
    app,
    'POST',
    '/partner/v1/appointments/search',
    async (request, _r, access) => searchAppointments(db, access.scope, request.body),
  );

  contractRoute(app, 'GET', '/partner/v1/appointments/selectable', async (_request, _r, access) => {
    const today = epochToZoned(context.now().getTime(), 'UTC').date;
    return { data: await selectableAppointments(db, access.scope, today) };
  });

  contractRoute(app, 'GET', '/partner/v1/appointments/dashboard', async (_request, _r, access) => ({
    data: await appointmentDashboard(db, access.scope, context.now()),
  }));

  contractRoute<unknown, Record<string, string>, { locationId: string }>(
    app,
    'GET',
    '/partner/v1/appointments/slots',
    async (request, _r, access) => {
      const location = await bookableLocation(db, access.scope, request.query.locationId);
      if (!location) throw locationNotFound();
      const { slots, lastBookableDate } = await offeredSlots(db, location, context.now());
      const services = await bookableServices(db, location);
      return {
        data: { locationId: location.id, timeZone: location.timeZone, lastBookableDate, services, slots },
      };
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/appointments/{id}',
    async (request, _r, access) => ({
      data: await detail(access.scope, request.params.id),
    }),
  );

  contractRoute<AppointmentInput>(app, 'POST', '/partner/v1/appointments', async (request, _r, access) => {
    const { scope, auth } = access;
    const input = request.body;
    const status: AppointmentStatus = input.status
      ? (fromWireAppointmentStatus(input.status) ?? DEFAULT_INITIAL_APPOINTMENT_STATUS)
      : DEFAULT_INITIAL_APPOINTMENT_STATUS;
    const statusError = initialAppointmentStatusError(status);
    if (statusError) throw badRequest(statusError, 'field: status');
    applicantNamesPresent(input);
    const location = await bookableLocation(db, scope, input.locationId);
    if (!location) throw badRequest('locationId: no such location', 'field: locationId');
    const { service, amount } = await bookingReferences(db, scope, location, input);
    const ssn = ssnColumns(secretBox, input.ssn);
    const now = context.now();
    const row = await db.transaction(async (tx) => {
      const slot = await claimSlot(tx as unknown as Db, location, input, now);
      const created = await insertAppointment(tx as unknown as Db, {
        partnerId: scope.partnerId,
        locationId: location.id,
        partnerServiceId: service.id,
        serviceDisplayName: service.displayName,
        amount,
        ...applicantValues(input),
        ...ssn,
        appointmentDate: slot.date,
        startTime: slot.startTime,
        endTime: slot.endTime,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        status: toWireAppointmentStatus(status),
        confirmationNumber: confirmationNumber(),
        createdBy: auth.user.id,
        createdOn: now,
        updatedOn: now,
      });
      await (request as FastifyRequest).audit(
        {
          entityId: created.id,
          before: null,
          after: auditCopy(created),
          at: now,
        },
        tx,
      );
      return created;
    });
    if (row.status === 'CONFIRMED') {
      await queueAppointmentMessages(db, app.deliveries, row, location, 'CONFIRMATION', now);
    }
    return { data: appointmentOut(row, location), message: 'Appointment booked successfully' };
  });

  contractRoute<{ appointmentInfo: AppointmentInput & { id: string } }>(
    app,
    'PUT',
    '/partner/v1/appointments',
    async (request, _r, access) => {
      const { scope } = access;
      const input = request.body.appointmentInfo;
      const found = await findAppointment(db, scope, input.id);
      if (!found) throw appointmentNotFound();
      const before = found.appointment;
      const from = domainStatus(before);
      const to = input.status ? (fromWireAppointmentStatus(input.status) ?? from) : from;
      const statusError = appointmentStatusChangeError(from, to);
      if (statusError) throw badRequest(statusError, 'field: status');
      applicantNamesPresent(input);
      const moved =
        input.locationId !== before.locationId ||
        input.appointmentDate !== before.appointmentDate ||
        input.startTime !== before.startTime;
      const open = to === 'DRAFT' || to === 'CONFIRMED';
      if (moved && !open) {
        throw badRequest(
          `appointmentDate: a ${toWireAppointmentStatus(to)} appointment keeps its date, time and location`,
          'field: appointmentDate',
        );
      }
      const location = await bookableLocation(db, scope, input.locationId);
      if (!location) throw badRequest('locationId: no such location', 'field: locationId');
      const serviceChanged = input.partnerServiceId !== before.partnerServiceId || moved;
      const references = serviceChanged ? await bookingReferences(db, scope, location, input) : null;
      // A company or payment mode changed here is held to the booking's rule; an unchanged one stays as booked
      // even if it has been deactivated since.
      const changedChoices = {
        companyId: (input.companyId || null) !== before.companyId ? input.companyId : null,
        paymentModeCode:
          (input.paymentModeCode?.toUpperCase() || null) !== before.paymentModeCode
            ? input.paymentModeCode
            : null,
      };
      if (!references) await bookingChoices(db, scope, changedChoices);
      const ssn = ssnColumns(secretBox, input.ssn);
      const now = context.now();
      const after = await db.transaction(async (tx) => {
        const slot = moved ? await claimSlot(tx as unknown as Db, location, input, now, before.id) : null;
        const updated = await updateAppointment(tx as unknown as Db, scope, before.id, {
          ...applicantValues(input),
          ...ssn,
          ...(references
            ? {
                partnerServiceId: references.service.id,
                serviceDisplayName: references.service.displayName,
                amount: references.amount,
              }
            : {}),
          ...(slot
            ? {
                locationId: location.id,
                appointmentDate: slot.date,
                startTime: slot.startTime,
                endTime: slot.endTime,
                startsAt: new Date(slot.start),
                endsAt: new Date(slot.end),
              }
            : {}),
          status: toWireAppointmentStatus(to),
          updatedOn: now,
        });
        if (!updated) throw appointmentNotFound();
        await (request as FastifyRequest).audit(
          {
            action: from === to ? 'APPOINTMENT_UPDATED' : 'APPOINTMENT_STATUS_CHANGED',
            entityId: updated.id,
            before: auditCopy(before),
            after: auditCopy(updated),
            at: now,
          },
          tx,
        );
        return updated;
      });
      if (to === 'CANCELLED' && from !== 'CANCELLED') {
        await withdrawReminders(db, after, 'Withdrawn: the appointment was cancelled');
        await queueAppointmentMessages(db, app.deliveries, after, location, 'CANCELLATION', now);
      } else if ((moved && to === 'CONFIRMED') || (from === 'DRAFT' && to === 'CONFIRMED')) {
        await withdrawReminders(db, after, 'Withdrawn: the appointment was moved');
        await queueAppointmentMessages(db, app.deliveries, after, location, 'CONFIRMATION', now);
      }
      return { data: appointmentOut(after, location), message: 'Appointment updated successfully' };
    },
  );

  contractRoute<unknown, { id: string }, { reason: string }>(
    app,
    'GET',
    '/partner/v1/appointments/security-detail/{id}',
    async (request, _r, access) => {
      const revealed = await revealSsn({
        db,
        box: secretBox,
        request: request as FastifyRequest,
        permissions: access.permissions,
        recordPermission: 'appointments:detail',
        reason: request.query.reason,
        entityType: 'appointment',
        find: async () => (await findAppointment(db, access.scope, request.params.id))?.appointment ?? null,
        notFound: appointmentNotFound,
        at: context.now(),
      });
      return { data: revealed };
    },
  );

  contractRoute<unknown, { id: string }>(
    app,
    'GET',
    '/partner/v1/appointments/identity-history-summary/{id}',
    async (request, reply, access) => {
      const found = await findAppointment(db, access.scope, request.params.id);
      if (!found) throw appointmentNotFound();
      const row = found.appointment;
      const pdf = await renderIdentityHistorySummary({
        title: 'Identity History Summary Request',
        name: `${row.lastName.toUpperCase()}, ${row.firstName}`,
        ssnLastFour: row.ssnLastFour ?? undefined,
        controlNumber: row.confirmationNumber,
        controlNumberLabel: 'Confirmation number',
        barcodeType: await resolvePrinterBarcode(db, access.scope),
        lines: [
          ['Appointment', `${row.appointmentDate} ${row.startTime}-${row.endTime}`],
          ['Location', found.place.title],
          ['Service', row.serviceDisplayName],
          ['Status', row.status === 'CANCELED' ? 'CANCELLED' : row.status],
          ['E-mail', row.email],
        ],
        generatedOn: context.now(),
      });
      return reply
        .header(
          'content-disposition',
          `attachment; filename="identity-history-summary-${row.confirmationNumber}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
}
