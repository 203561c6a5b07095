export const SERVICE_NUMERIC_FIELDS = [
  'quantityOfFingerPrintCard',
  'taxPercentage',
  'centralCommission',
  'additionalCostPerFingerPrintCard',
] as const;
export type ServiceNumericField = (typeof SERVICE_NUMERIC_FIELDS)[number];

type NumericInput = number | string | null | undefined;

/** A cleared number input hands back '' (or nothing); the server wants 0 for "none". */
export function numberOrZero(value: NumericInput): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') return value;
  return value.trim() === '' ? 0 : Number(value);
}

export function withServiceNumericDefaults<T extends Partial<Record<ServiceNumericField, NumericInput>>>(
  service: T,
): Omit<T, ServiceNumericField> & Record<ServiceNumericField, number> {
  return {
    ...service,
    quantityOfFingerPrintCard: numberOrZero(service.quantityOfFingerPrintCard),
    taxPercentage: numberOrZero(service.taxPercentage),
    centralCommission: numberOrZero(service.centralCommission),
    additionalCostPerFingerPrintCard: numberOrZero(service.additionalCostPerFingerPrintCard),
  };
}
