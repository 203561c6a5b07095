import type { StatusOption } from './biometric-status';

export const TRANSMISSION_RESULTS = ['SUCCESS', 'TRANSMITTED', 'FAILED'] as const;
export type TransmissionResult = (typeof TRANSMISSION_RESULTS)[number];

export const CAPTURE_TYPES = ['ROLL', 'FLAT'] as const;
export type CaptureType = (typeof CAPTURE_TYPES)[number];

export type FingerprintOption = 'FLAT' | 'FLAT_AND_ROLL';
export const FINGERPRINT_OPTIONS: readonly StatusOption<FingerprintOption>[] = [
  { value: 'FLAT', label: 'Flat' },
  { value: 'FLAT_AND_ROLL', label: 'Flat and Roll' },
];

export type Priority = 'HIGH' | 'MEDIUM' | 'LOW';
export const PRIORITY_OPTIONS: readonly StatusOption<Priority>[] = [
  { value: 'HIGH', label: 'High' },
  { value: 'MEDIUM', label: 'Medium' },
  { value: 'LOW', label: 'Low' },
];

export type ServiceType = 'APPOINTMENT' | 'BIOMETRIC';
export const SERVICE_TYPE_OPTIONS: readonly StatusOption<ServiceType>[] = [
  { value: 'APPOINTMENT', label: 'Appointment' },
  { value: 'BIOMETRIC', label: 'Biometric' },
];

export const BARCODE_TYPES = ['TWO_D_BAR_CODE', 'QR_CODE'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];

export const LIST_TYPE_KEYS = [
  'BIOMETRIC_SERVICE_LIST',
  'BIOMETRIC_RESIDENT_STATUS',
  'BIOMETRIC_ID',
  'RECAPTURE',
  'DEVICE_INFORMATION',
] as const;
export type ListTypeKey = (typeof LIST_TYPE_KEYS)[number];

export const PRODUCT_CODES = {
  FBI_BACKGROUND_CHECK: 'FBIBGCHECK',
  FBI_BACKGROUND_CHECK_1: 'FBIBGCHECK1',
} as const;

export const FINGERPRINT_CARD_NAME = 'FD-258 Fingerprint Card';
