import { DATE_FORMATS, reformatDate } from '@ridgeline/domain';

// Mantine's palette at shades that keep 4.5:1 on white (the axe scan measures the legends and labels).
export const CHART_COLORS = {
  blue: 'var(--mantine-color-blue-8)',
  green: 'var(--mantine-color-green-9)',
  orange: 'var(--mantine-color-orange-9)',
  red: 'var(--mantine-color-red-9)',
} as const;

export const CHART_AXIS = { fontSize: 12, fill: 'var(--mantine-color-gray-8)' };

/** `2026-03-02` → `Mar 2`, the charts' day labels. */
export const shortDay = (date: string) => reformatDate(date, DATE_FORMATS.isoDate, 'MMM D') ?? date;
