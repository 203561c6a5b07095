import { SERVICE_TYPE_OPTIONS } from '@ridgeline/domain';

/** Spec §9 service types as people read them (Appointment, Biometric). */
export function serviceTypeLabel(type: string | undefined): string {
  return SERVICE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type ?? '';
}
