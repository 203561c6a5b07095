import type { AppointmentSettings, BookedAppointment } from './appointment-settings';
import { computeSlots, type AppointmentSlot } from './compute-slots';
import { addCalendarDays, epochToZoned } from './zoned-time';

/**
 * OPEN: booking offers these slots. CLOSED: the day is in the booking window but offers none (day off, breaks,
 * time-off, or all started). PAST and BEYOND_VIEW_LIMIT: booking does not reach the day at all.
 */
export type SlotPreviewStatus = 'OPEN' | 'CLOSED' | 'PAST' | 'BEYOND_VIEW_LIMIT';

export interface SlotPreview {
  date: string;
  status: SlotPreviewStatus;
  slots: AppointmentSlot[];
  /** Last bookable calendar date at `now`. */
  lastBookableDate: string;
}

export interface SlotPreviewInput {
  settings: AppointmentSettings;
  timeZone: string;
  /** Local calendar date, `YYYY-MM-DD`. */
  date: string;
  now: Date | number | string;
  appointments?: readonly BookedAppointment[];
}

/**
 * The slots of one day exactly as booking offers them now: the same computeSlots call booking makes, narrowed to
 * the chosen day, so a settings screen can never promise what booking will not give.
 */
export function previewSlots(input: SlotPreviewInput): SlotPreview {
  const { settings, timeZone, date } = input;
  const nowEpoch = input.now instanceof Date ? input.now.getTime() : new Date(input.now).getTime();
  const today = epochToZoned(nowEpoch, timeZone).date;
  const lastBookableDate = addCalendarDays(today, settings.appointmentPolicy.appointmentViewLimit - 1);
  if (date < today) return { date, status: 'PAST', slots: [], lastBookableDate };
  if (date > lastBookableDate) return { date, status: 'BEYOND_VIEW_LIMIT', slots: [], lastBookableDate };
  const slots = computeSlots({
    policy: settings.appointmentPolicy,
    workingHours: settings.workingHours,
    breaks: settings.breaks,
    timeOffs: settings.timeoffs,
    timeZone,
    appointments: input.appointments ?? [],
    now: nowEpoch,
  }).filter((slot) => slot.date === date);
  return { date, status: slots.length > 0 ? 'OPEN' : 'CLOSED', slots, lastBookableDate };
}
