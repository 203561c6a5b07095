export const APPOINTMENT_STATUSES = ['CONFIRMED', 'CANCELLED', 'COMPLETED', 'NO_SHOW', 'DRAFT'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The backend spells the cancelled status with one L. */
export type WireAppointmentStatus = Exclude<AppointmentStatus, 'CANCELLED'> | 'CANCELED';

export const APPOINTMENT_STATUS_LABELS: Readonly<Record<AppointmentStatus, string>> = {
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  COMPLETED: 'Completed',
  NO_SHOW: 'No Show',
  DRAFT: 'Draft',
};

// The one place where the UI and wire spellings meet.
export function toWireAppointmentStatus(status: AppointmentStatus): WireAppointmentStatus {
  return status === 'CANCELLED' ? 'CANCELED' : status;
}

export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

/** Accepts either spelling, so a payload that already uses the UI one still reads. */
export function fromWireAppointmentStatus(status: string): AppointmentStatus | null {
  if (status === 'CANCELED') return 'CANCELLED';
  return isAppointmentStatus(status) ? status : null;
}
