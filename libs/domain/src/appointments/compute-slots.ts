import { minutesOfDay, type OpeningHoursDay } from '../opening-hours/opening-hours';
import { weekdayFromDayNumber } from '../opening-hours/weekdays';
import type { AppointmentBreak, AppointmentPolicy, BookedAppointment, TimeOff } from './appointment-settings';
import { addCalendarDays, calendarDayNumber, epochToZoned, zonedTimeToEpoch } from './zoned-time';

export interface SlotInput {
  policy: AppointmentPolicy;
  workingHours: readonly OpeningHoursDay[];
  breaks?: readonly AppointmentBreak[];
  timeOffs?: readonly TimeOff[];
  /** IANA time zone of the location, e.g. `America/New_York`. */
  timeZone: string;
  appointments?: readonly BookedAppointment[];
  now: Date | number | string;
}

export interface AppointmentSlot {
  /** Local calendar date of the slot's working day. */
  date: string;
  /** Start and end instants, ISO UTC. */
  start: string;
  end: string;
  /** Local wall-clock start and end, `HH:mm`. */
  startTime: string;
  endTime: string;
  booked: number;
  /** Places left, never below zero even when the slot is overbooked. */
  capacity: number;
}

interface Interval {
  start: number;
  end: number;
}

const MINUTE = 60_000;

function toEpoch(value: Date | number | string): number {
  const epoch =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(epoch)) throw new RangeError(`Not an instant: ${String(value)}`);
  return epoch;
}

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}))?$/;

function timeOffInterval(timeOff: TimeOff, timeZone: string): Interval {
  const from = LOCAL_DATE_TIME.exec(timeOff.from);
  const to = LOCAL_DATE_TIME.exec(timeOff.to);
  if (!from?.[1] || !to?.[1]) throw new RangeError(`Not a time-off: ${timeOff.from} - ${timeOff.to}`);
  const start = zonedTimeToEpoch(from[1], from[2] ?? '00:00', timeZone);
  const end = to[2]
    ? zonedTimeToEpoch(to[1], to[2], timeZone)
    : zonedTimeToEpoch(addCalendarDays(to[1], 1), '00:00', timeZone);
  return { start, end };
}

function wallInterval(date: string, startTime: string, endTime: string, timeZone: string): Interval | null {
  if (minutesOfDay(startTime) === null || minutesOfDay(endTime) === null) return null;
  const start = zonedTimeToEpoch(date, startTime, timeZone);
  const end = zonedTimeToEpoch(date, endTime, timeZone);
  return end > start ? { start, end } : null;
}

/** Overlapping or touching working-hour entries of one day become one window, so no slot is offered twice. */
function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Fills a working window with back-to-back slots. A slot that would touch a break or time-off is not offered;
 * the next one starts where the blocking interval ends, so time after a break is not wasted on a grid that no
 * longer fits. Slots are stepped in real elapsed time, so a window spanning a daylight-saving change holds
 * exactly as many slots as it has real minutes, with no repeated or missing instant.
 */
function fillWindow(window: Interval, blocks: readonly Interval[], durationMs: number): Interval[] {
  const slots: Interval[] = [];
  let cursor = window.start;
  while (cursor + durationMs <= window.end) {
    const end = cursor + durationMs;
    const overlapping = blocks.filter((block) => block.start < end && block.end > cursor);
    if (overlapping.length > 0) {
      cursor = Math.max(...overlapping.map((block) => block.end));
      continue;
    }
    slots.push({ start: cursor, end });
    cursor = end;
  }
  return slots;
}

function isPolicyUsable(policy: AppointmentPolicy): boolean {
  return (
    Number.isInteger(policy.duration) &&
    policy.duration > 0 &&
    Number.isInteger(policy.appointmentViewLimit) &&
    policy.appointmentViewLimit > 0
  );
}

/**
 * The slots a location offers from today (in its own time zone) through the view limit, with the places left in
 * each. Slots that have already started are left out; full slots stay in with capacity 0 so a calendar can
 * show them as full.
 */
export function computeSlots(input: SlotInput): AppointmentSlot[] {
  const { policy, timeZone } = input;
  if (!isPolicyUsable(policy)) return [];
  const now = toEpoch(input.now);
  const durationMs = policy.duration * MINUTE;
  const perSlot = Math.max(0, Math.floor(policy.appointmentsPerTimeSlot));
  const timeOffs = (input.timeOffs ?? []).map((timeOff) => timeOffInterval(timeOff, timeZone));
  const booked = (input.appointments ?? [])
    .filter((appointment) => appointment.status !== 'CANCELLED')
    .map((appointment) => toEpoch(appointment.start));
  const today = epochToZoned(now, timeZone).date;

  const slots: AppointmentSlot[] = [];
  for (let offset = 0; offset < policy.appointmentViewLimit; offset += 1) {
    const date = addCalendarDays(today, offset);
    const weekday = weekdayFromDayNumber(calendarDayNumber(date));
    const windows = mergeIntervals(
      input.workingHours
        .filter((entry) => entry.active && entry.day === weekday)
        .map((entry) => wallInterval(date, entry.startTime, entry.endTime, timeZone))
        .filter((interval): interval is Interval => interval !== null),
    );
    const breaks = (input.breaks ?? [])
      .filter((entry) => entry.day === undefined || entry.day === weekday)
      .map((entry) => wallInterval(date, entry.startTime, entry.endTime, timeZone))
      .filter((interval): interval is Interval => interval !== null);
    const blocks = [...breaks, ...timeOffs];
    for (const window of windows) {
      for (const slot of fillWindow(window, blocks, durationMs)) {
        if (slot.start < now) continue;
        const count = booked.filter((start) => start >= slot.start && start < slot.end).length;
        slots.push({
          date,
          start: new Date(slot.start).toISOString(),
          end: new Date(slot.end).toISOString(),
          startTime: epochToZoned(slot.start, timeZone).time,
          endTime: epochToZoned(slot.end, timeZone).time,
          booked: count,
          capacity: Math.max(0, perSlot - count),
        });
      }
    }
  }
  return slots;
}

/** Only the slots that can still take an applicant. */
export function bookableSlots(slots: readonly AppointmentSlot[]): AppointmentSlot[] {
  return slots.filter((slot) => slot.capacity > 0);
}
