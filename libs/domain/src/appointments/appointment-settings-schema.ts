import * as v from 'valibot';
import { defaultOpeningHours, minutesOfDay, type OpeningHoursDay } from '../opening-hours/opening-hours';
import { WEEKDAYS } from '../opening-hours/weekdays';
import { issuePath } from '../settings/issue-path';
import type { AppointmentPolicy, AppointmentSettings } from './appointment-settings';
import { addCalendarDays } from './zoned-time';

/** Bounds of the appointment policy: a slot takes at most a room's worth, a day at most 8 hours per slot. */
export const APPOINTMENT_POLICY_LIMITS = {
  appointmentsPerTimeSlot: { min: 1, max: 100 },
  appointmentViewLimit: { min: 1, max: 365 },
  duration: { min: 5, max: 480 },
  cancellationCutoffHours: { min: 0, max: 336 },
} as const;

/** Issue 29: the manage link closes 24 hours before the appointment unless the policy says otherwise. */
export const DEFAULT_CANCELLATION_CUTOFF_HOURS = 24;

/** The hours before an appointment at which an applicant's own changes close, under a policy. */
export const cancellationCutoffHours = (policy: AppointmentPolicy): number =>
  policy.cancellationCutoffHours ?? DEFAULT_CANCELLATION_CUTOFF_HOURS;

/** The last instant an applicant may reschedule or cancel an appointment starting at `startsAt`. */
export const changeableUntil = (startsAt: Date, policy: AppointmentPolicy): Date =>
  new Date(startsAt.getTime() - cancellationCutoffHours(policy) * 3_600_000);

/** Settings as a form edits them: every policy field present (older saved settings lack the cut-off). */
export function withPolicyDefaults(settings: AppointmentSettings): AppointmentSettings {
  return {
    ...settings,
    appointmentPolicy: {
      ...settings.appointmentPolicy,
      cancellationCutoffHours: cancellationCutoffHours(settings.appointmentPolicy),
    },
  };
}

/** One applicant per 15-minute slot, bookable two weeks ahead, over the default week (Monday to Friday 09:00-17:00). */
export function defaultAppointmentSettings(): AppointmentSettings {
  return {
    appointmentPolicy: {
      appointmentsPerTimeSlot: 1,
      appointmentViewLimit: 14,
      duration: 15,
      cancellationCutoffHours: DEFAULT_CANCELLATION_CUTOFF_HOURS,
    },
    breaks: [],
    timeoffs: [],
    workingHours: defaultOpeningHours(),
  };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/;

function wholeNumber(label: string, bounds: { min: number; max: number }) {
  const range = `${label} must be between ${bounds.min} and ${bounds.max}`;
  return v.pipe(
    v.number(`${label} is a required field`),
    v.integer(`${label} must be a whole number`),
    v.minValue(bounds.min, range),
    v.maxValue(bounds.max, range),
  );
}

const time = (label: string) =>
  v.pipe(v.string(`${label} is a required field`), v.regex(TIME, `${label} must be a time as HH:mm`));

const weekday = v.picklist(WEEKDAYS, 'Day must be a weekday');

const daySchedule = v.pipe(
  v.object({
    day: weekday,
    startTime: time('Start Time'),
    endTime: time('End Time'),
    active: v.boolean('Active must be on or off'),
  }),
  v.forward(
    v.check(
      (day) => !day.active || (minutesOfDay(day.endTime) ?? 0) > (minutesOfDay(day.startTime) ?? 0),
      'End Time must be after Start Time',
    ),
    ['endTime'],
  ),
);

const timeBreak = v.pipe(
  v.object({
    day: v.optional(weekday),
    startTime: time('Start Time'),
    endTime: time('End Time'),
    title: v.optional(v.pipe(v.string(), v.maxLength(100, 'Title must be at most 100 characters'))),
  }),
  v.forward(
    v.check(
      (entry) => (minutesOfDay(entry.endTime) ?? 0) > (minutesOfDay(entry.startTime) ?? 0),
      'End Time must be after Start Time',
    ),
    ['endTime'],
  ),
);

const localDateTime = (label: string) =>
  v.pipe(
    v.string(`${label} is a required field`),
    v.regex(LOCAL_DATE_TIME, `${label} must be a date (YYYY-MM-DD) with an optional time (HH:mm)`),
  );

/** `from` is inclusive, `to` exclusive; a bare `to` date closes the whole of that day. */
function timeOffBounds(from: string, to: string): { start: string; end: string } | null {
  const f = LOCAL_DATE_TIME.exec(from);
  const t = LOCAL_DATE_TIME.exec(to);
  if (!f?.[1] || !t?.[1]) return null;
  return {
    start: `${f[1]} ${f[2] ?? '00:00'}`,
    end: t[2] ? `${t[1]} ${t[2]}` : `${addCalendarDays(t[1], 1)} 00:00`,
  };
}

const timeOff = v.pipe(
  v.object({
    from: localDateTime('From'),
    to: localDateTime('To'),
    reason: v.optional(v.pipe(v.string(), v.maxLength(200, 'Reason must be at most 200 characters'))),
  }),
  v.forward(
    v.check((entry) => {
      const bounds = timeOffBounds(entry.from, entry.to);
      return bounds === null || bounds.end > bounds.start;
    }, 'To must be after From'),
    ['to'],
  ),
);

const DAY_LABEL: Record<string, string> = {
  MONDAY: 'Monday',
  TUESDAY: 'Tuesday',
  WEDNESDAY: 'Wednesday',
  THURSDAY: 'Thursday',
  FRIDAY: 'Friday',
  SATURDAY: 'Saturday',
  SUNDAY: 'Sunday',
};

function within(day: OpeningHoursDay, startTime: string, endTime: string): boolean {
  const open = minutesOfDay(day.startTime) ?? 0;
  const close = minutesOfDay(day.endTime) ?? 0;
  return (minutesOfDay(startTime) ?? 0) >= open && (minutesOfDay(endTime) ?? 0) <= close;
}

/**
 * Spec §3 appointment settings, as the settings screens edit them and the API accepts them: the policy within
 * its bounds, one entry per weekday with the end after the start, breaks inside the working hours of the days
 * they apply to, time-offs that end after they start. Messages name the field as the form labels it.
 */
export const appointmentSettingsSchema = v.pipe(
  v.object({
    appointmentPolicy: v.object({
      appointmentsPerTimeSlot: wholeNumber(
        'Appointments Per Time Slot',
        APPOINTMENT_POLICY_LIMITS.appointmentsPerTimeSlot,
      ),
      appointmentViewLimit: wholeNumber(
        'Appointment View Limit',
        APPOINTMENT_POLICY_LIMITS.appointmentViewLimit,
      ),
      duration: wholeNumber('Duration', APPOINTMENT_POLICY_LIMITS.duration),
      cancellationCutoffHours: v.optional(
        wholeNumber('Cancellation Cut-off', APPOINTMENT_POLICY_LIMITS.cancellationCutoffHours),
      ),
    }),
    breaks: v.pipe(v.array(timeBreak), v.maxLength(50, 'At most 50 breaks')),
    timeoffs: v.pipe(v.array(timeOff), v.maxLength(200, 'At most 200 time-offs')),
    workingHours: v.pipe(
      v.array(daySchedule),
      v.check(
        (days) =>
          days.length === WEEKDAYS.length && WEEKDAYS.every((d) => days.some((entry) => entry.day === d)),
        'Working Hours must list each weekday once',
      ),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { breaks, workingHours } = dataset.value;
    breaks.forEach((entry, index) => {
      const days = workingHours.filter(
        (day) => day.active && (entry.day === undefined || day.day === entry.day),
      );
      if (entry.day !== undefined && days.length === 0) {
        addIssue({
          message: `Break must be on a working day: ${DAY_LABEL[entry.day] ?? entry.day} is closed`,
          path: issuePath(dataset.value, ['breaks', index, 'day']),
        });
        return;
      }
      const outside = days.find((day) => !within(day, entry.startTime, entry.endTime));
      if (outside) {
        addIssue({
          message: `Break must fall within the working hours of ${DAY_LABEL[outside.day] ?? outside.day} (${outside.startTime}-${outside.endTime})`,
          path: issuePath(dataset.value, ['breaks', index, 'startTime']),
        });
      }
    });
  }),
);
export type AppointmentSettingsInput = v.InferInput<typeof appointmentSettingsSchema>;
