import type { OpeningHoursDay } from '../opening-hours/opening-hours';
import type { Weekday } from '../opening-hours/weekdays';
import type { AppointmentStatus } from '../statuses/appointment-status';

export interface AppointmentPolicy {
  /** How many applicants one slot takes. */
  appointmentsPerTimeSlot: number;
  /** How many calendar days, today included, are open for booking. */
  appointmentViewLimit: number;
  /** Slot length in minutes. */
  duration: number;
  /**
   * Hours before the appointment at which the applicant's manage link stops rescheduling and cancelling (issue
   * 29). Absent in settings saved before the field existed: the default cut-off applies.
   */
  cancellationCutoffHours?: number;
}

/** A weekly recurring break in wall-clock `HH:mm`; without a day it applies every day. */
export interface AppointmentBreak {
  day?: Weekday;
  startTime: string;
  endTime: string;
  title?: string;
}

/**
 * A closure in the location's wall-clock time, `YYYY-MM-DD HH:mm` (or `T` as separator), from inclusive to
 * exclusive. A bare date means the start of that day for `from` and the end of that day for `to`.
 */
export interface TimeOff {
  from: string;
  to: string;
  reason?: string;
}

export interface BookedAppointment {
  /** The appointment's start instant: ISO text with an offset, epoch milliseconds or a Date. */
  start: string | number | Date;
  status?: AppointmentStatus;
}

export interface AppointmentSettings {
  appointmentPolicy: AppointmentPolicy;
  breaks: AppointmentBreak[];
  timeoffs: TimeOff[];
  workingHours: OpeningHoursDay[];
}
