import {
  APPOINTMENT_STATUSES,
  toWireAppointmentStatus,
  type AppointmentStatus,
} from '../statuses/appointment-status';

/**
 * Where an appointment may go from each status. A booking starts as DRAFT (held, not yet confirmed to the
 * applicant) or CONFIRMED; a confirmed appointment ends COMPLETED or NO_SHOW; either open status may be
 * cancelled. COMPLETED, NO_SHOW and CANCELLED are final: a mistake there is corrected by booking again, so the
 * history of what happened stays true.
 */
export const APPOINTMENT_TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  DRAFT: ['CONFIRMED', 'CANCELLED'],
  CONFIRMED: ['COMPLETED', 'NO_SHOW', 'CANCELLED'],
  COMPLETED: [],
  NO_SHOW: [],
  CANCELLED: [],
};

/** The statuses a new booking may carry; CONFIRMED when the caller names none. */
export const INITIAL_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = ['DRAFT', 'CONFIRMED'];
export const DEFAULT_INITIAL_APPOINTMENT_STATUS: AppointmentStatus = 'CONFIRMED';

/** Statuses that hold a place in their slot: everything but a cancellation (a no-show still used the slot). */
export function occupiesSlot(status: AppointmentStatus): boolean {
  return status !== 'CANCELLED';
}

export function isFinalAppointmentStatus(status: AppointmentStatus): boolean {
  return APPOINTMENT_TRANSITIONS[status].length === 0;
}

/** Keeping the same status is always allowed (an update of other fields); anything else follows the table. */
export function canChangeAppointmentStatus(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return from === to || APPOINTMENT_TRANSITIONS[from].includes(to);
}

/** The statuses a status picker offers for an appointment now in `from`: itself first, then its next steps. */
export function nextAppointmentStatuses(from: AppointmentStatus): AppointmentStatus[] {
  return [from, ...APPOINTMENT_TRANSITIONS[from]];
}

/**
 * Why a change is refused, naming both states in their wire spelling (the API's 400 message), or null when it
 * is allowed.
 */
export function appointmentStatusChangeError(from: AppointmentStatus, to: AppointmentStatus): string | null {
  if (canChangeAppointmentStatus(from, to)) return null;
  const allowed = APPOINTMENT_TRANSITIONS[from].map(toWireAppointmentStatus);
  const next =
    allowed.length > 0 ? `it can go to ${allowed.join(', ')}` : `${toWireAppointmentStatus(from)} is final`;
  return `status cannot change from ${toWireAppointmentStatus(from)} to ${toWireAppointmentStatus(to)}: ${next}`;
}

/** Why a new booking may not start in `status`, or null. */
export function initialAppointmentStatusError(status: AppointmentStatus): string | null {
  if (INITIAL_APPOINTMENT_STATUSES.includes(status)) return null;
  return `status of a new appointment must be DRAFT or CONFIRMED, not ${toWireAppointmentStatus(status)}`;
}

/** Every (from, to) pair, for exhaustive tests and documentation. */
export function allAppointmentStatusPairs(): [AppointmentStatus, AppointmentStatus][] {
  return APPOINTMENT_STATUSES.flatMap((from) =>
    APPOINTMENT_STATUSES.map((to) => [from, to] as [AppointmentStatus, AppointmentStatus]),
  );
}
