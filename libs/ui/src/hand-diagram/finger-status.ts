import type { CaptureFlag, FingerSlot } from '@ridgeline/domain';

export type FingerStatus = 'red' | 'yellow' | 'selected' | 'captured' | 'pending';

/** An annotation outranks a print: a red or yellow finger is skipped, whatever image it kept. */
export function fingerStatus(slot: FingerSlot): FingerStatus {
  if (slot.red) return 'red';
  if (slot.yellow) return 'yellow';
  if (slot.active) return 'selected';
  return slot.image !== null ? 'captured' : 'pending';
}

export function groupStatus(flag: CaptureFlag): FingerStatus {
  if (flag.selected && flag.image === null) return 'selected';
  return flag.image !== null ? 'captured' : 'pending';
}

export const FINGER_STATUS_TEXT: Readonly<Record<FingerStatus, string>> = {
  red: 'Amputated or unable to print',
  yellow: 'Annotated',
  selected: 'Selected',
  captured: 'Captured',
  pending: 'Not captured',
};

export interface FingerStatusStyle {
  fill: string;
  stroke: string;
  strokeWidth: number;
}

export const FINGER_STATUS_STYLE: Readonly<Record<FingerStatus, FingerStatusStyle>> = {
  red: { fill: 'var(--mantine-color-red-6)', stroke: 'var(--mantine-color-red-9)', strokeWidth: 2 },
  yellow: { fill: 'var(--mantine-color-yellow-4)', stroke: 'var(--mantine-color-yellow-8)', strokeWidth: 2 },
  selected: { fill: 'var(--mantine-color-blue-1)', stroke: 'var(--mantine-color-blue-7)', strokeWidth: 5 },
  captured: { fill: 'var(--mantine-color-teal-4)', stroke: 'var(--mantine-color-teal-8)', strokeWidth: 2 },
  pending: { fill: 'var(--mantine-color-gray-1)', stroke: 'var(--mantine-color-gray-6)', strokeWidth: 2 },
};
