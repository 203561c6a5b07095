/**
 * Set-up the booking and capture tests share: a service Acme offers at a location, a week open for booking, and
 * an applicant's details as the capture screens' applicant step sends them.
 */
import { defaultAppointmentSettings, type AppointmentSettings } from '@ridgeline/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { locationServices, partnerServices } from '../db/schema';
import { partnerIdByCode } from './partner-session';
import { call, type Session } from './sessions';

/**
 * The system's default appointment settings with every day of the week working; with `perSlot`, that many
 * appointments per slot (and a 14-day view of 30-minute slots).
 */
export function openWeek(perSlot?: number): AppointmentSettings {
  const settings = defaultAppointmentSettings();
  if (perSlot !== undefined) {
    settings.appointmentPolicy = { appointmentsPerTimeSlot: perSlot, appointmentViewLimit: 14, duration: 30 };
  }
  settings.workingHours = settings.workingHours.map((day) => ({ ...day, active: true }));
  return settings;
}

/** Saves `settings` as a location's appointment settings, as its partner administrator; throws unless saved. */
export async function saveLocationAppointmentSettings(
  app: FastifyInstance,
  partner: Session,
  locationId: string,
  settings: AppointmentSettings,
): Promise<void> {
  const saved = await call(
    app,
    partner,
    'POST',
    `/partner/v1/location-setting/${locationId}/appointment`,
    settings,
  );
  if (saved.statusCode !== 200) throw new Error(`appointment settings: ${saved.statusCode} ${saved.body}`);
}

/** Acme's "FBI Background Check" appointment service at `rate`, offered at the location; answers its id. */
export async function offerService(db: Db, locationId: string, rate = 49.5): Promise<string> {
  const partnerId = await partnerIdByCode(db, 'acme');
  const [service] = await db
    .insert(partnerServices)
    .values({ partnerId, displayName: 'FBI Background Check', serviceType: 'APPOINTMENT', rate })
    .returning();
  if (!service) throw new Error('service insert returned no row');
  await db.insert(locationServices).values({ partnerId, locationId, partnerServiceId: service.id });
  return service.id;
}

/**
 * A location of Acme that takes bookings of "FBI Background Check" every day (see `openWeek`): the service
 * offered there and the week saved by the partner administrator. Answers the service's id.
 */
export async function bookableService(
  t: { app: FastifyInstance; database: { db: Db } },
  partner: Session,
  locationId: string,
  perSlot?: number,
): Promise<string> {
  const serviceId = await offerService(t.database.db, locationId);
  await saveLocationAppointmentSettings(t.app, partner, locationId, openWeek(perSlot));
  return serviceId;
}

/** An applicant's details with everything the EFT file needs (EBTS codes and the ORI), as the applicant step sends. */
export function applicantDetails(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Dana',
    lastName: 'Whitaker',
    middleName: '',
    email: 'dana@example.test',
    confirmEmail: 'dana@example.test',
    dateOfBirth: '1988-04-12',
    height: '509',
    weight: 160,
    ssn: '123-45-6789',
    residentStatus: 'US Citizen',
    gender: 'F',
    addressLine1: '1 Main St',
    city: 'San Jose',
    state: 'CA',
    zipCode: '95113',
    oriRequiresPhotograph: false,
    placeOfBirth: 'CA',
    race: 'W',
    eyeColor: 'BRO',
    hairColor: 'BLK',
    reason: 'EMPLOYMENT',
    originatingAgencyIdentifier: 'CA0341500',
    ...overrides,
  };
}
