import type { BiometricFormValue } from '../db/schema/biometrics';

/** Plain text fields of the form: stored in `form`, answered '' when never set. */
export const TEXT_FIELDS = [
  'productName',
  'deviceId',
  'deviceType',
  'firmwareVersion',
  'hardwareVersion',
  'msId',
  'middleName',
  'generationalSuffix',
  'placeOfBirth',
  'countryOfCitizenship',
  'gender',
  'race',
  'eyeColor',
  'hairColor',
  'contactNumber',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'reason',
  'remarks',
  'transactionType',
  'transactionControlReference',
  'controllingAgencyIdentifier',
  'customersOriginatingAgencyIdentifier',
  'originatingAgencyCaseNumber',
  'originatingAgencyIdentifier',
  'courierTrackingNumber',
] as const;

/** Fields with a format, pattern or enum in the contract: stored in `form`, answered null when never set. */
export const NULLABLE_FIELDS = [
  'captureType',
  'nist',
  'dateOfBirth',
  'height',
  'weight',
  'email',
  'confirmEmail',
  'ihsAttachment',
  'paymentVerificationCode',
  'transactionDate',
  'priority',
  'courierName',
] as const;

export const FLAG_FIELDS = ['ihsOrder', 'oriRequiresPhotograph'] as const;

/** Ids of other resources, kept in their own columns so the list can filter on them. */
export const ID_FIELDS = [
  'serviceId',
  'partnerServiceId',
  'locationServiceId',
  'oriId',
  'appointmentId',
  'recaptureReferenceId',
] as const;

export type IdField = (typeof ID_FIELDS)[number];

export type BiometricInput = Partial<
  Record<(typeof TEXT_FIELDS)[number] | 'firstName' | 'lastName' | 'residentStatus', string> &
    Record<(typeof NULLABLE_FIELDS)[number], string | number | null> &
    Record<(typeof FLAG_FIELDS)[number], boolean> &
    Record<IdField | 'partnerId' | 'locationId', string | null> & {
      ssn: string;
      image: string | null;
      applicantSignature: string | null;
      officerSignature: string | null;
      status: string;
      transactionControlNumber: string;
    }
>;

/** The `form` of a transaction after an input: fields the input leaves out keep their stored value. */
export function mergeForm(stored: BiometricFormValue, input: BiometricInput): BiometricFormValue {
  const next: BiometricFormValue = { ...stored };
  for (const field of [...TEXT_FIELDS, ...NULLABLE_FIELDS, ...FLAG_FIELDS]) {
    const value = input[field];
    if (value !== undefined) next[field] = value;
  }
  return next;
}

/** The form fields of a detail answer, each one present: '' / null / false when never set. */
export function formOut(form: BiometricFormValue): Record<string, string | number | boolean | null> {
  const out: Record<string, string | number | boolean | null> = {};
  for (const field of TEXT_FIELDS) out[field] = typeof form[field] === 'string' ? form[field] : '';
  for (const field of NULLABLE_FIELDS) out[field] = form[field] ?? null;
  for (const field of FLAG_FIELDS) out[field] = form[field] === true;
  return out;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
