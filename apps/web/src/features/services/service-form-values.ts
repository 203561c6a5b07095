import { blankAsZero, type NumberFieldValue } from '@ridgeline/domain';
import type { PartnerService, PartnerServiceInput } from './api/partner-services';

export interface ServiceFormValues {
  [field: string]: unknown;
  displayName: string;
  description: string;
  serviceType: string;
  rate: NumberFieldValue;
  quantityOfFingerPrintCard: NumberFieldValue;
  taxPercentage: NumberFieldValue;
  centralCommission: NumberFieldValue;
  additionalCostPerFingerPrintCard: NumberFieldValue;
  twoFactorAuthentication: boolean;
  fingerPrintCardService: boolean;
  active: boolean;
}

export function serviceFormValues(service?: PartnerService): ServiceFormValues {
  return {
    displayName: service?.displayName ?? '',
    description: service?.description ?? '',
    serviceType: service?.serviceType ?? '',
    rate: service?.rate ?? '',
    quantityOfFingerPrintCard: service?.quantityOfFingerPrintCard ?? '',
    taxPercentage: service?.taxPercentage ?? '',
    centralCommission: service?.centralCommission ?? '',
    additionalCostPerFingerPrintCard: service?.additionalCostPerFingerPrintCard ?? '',
    twoFactorAuthentication: service?.twoFactorAuthentication ?? false,
    fingerPrintCardService: service?.fingerPrintCardService ?? false,
    active: service?.active ?? true,
  };
}

/** The contract's input: blank numbers as 0 (spec §5); the catalogue product is kept by leaving it out. */
export function serviceInput(values: ServiceFormValues): PartnerServiceInput {
  return {
    displayName: values.displayName.trim(),
    description: values.description.trim() === '' ? null : values.description.trim(),
    serviceType: values.serviceType as PartnerServiceInput['serviceType'],
    rate: blankAsZero(values.rate),
    quantityOfFingerPrintCard: blankAsZero(values.quantityOfFingerPrintCard),
    taxPercentage: blankAsZero(values.taxPercentage),
    centralCommission: blankAsZero(values.centralCommission),
    additionalCostPerFingerPrintCard: blankAsZero(values.additionalCostPerFingerPrintCard),
    twoFactorAuthentication: values.twoFactorAuthentication,
    fingerPrintCardService: values.fingerPrintCardService,
    active: values.active,
  };
}

/** What a soft delete sends: the service as it is, marked deleted. */
export function deletedServiceInput(service: PartnerService): PartnerServiceInput {
  return { ...serviceInput(serviceFormValues(service)), deleted: true };
}
