import { describe, expect, it } from 'vitest';
import type { PartnerService } from './api/partner-services';
import { deletedServiceInput, serviceFormValues, serviceInput } from './service-form-values';

const stored: PartnerService = {
  id: '6f1c1b1e-0000-4000-8000-000000000001',
  serviceId: null,
  partnerId: '6f1c1b1e-0000-4000-8000-000000000002',
  displayName: 'Notary appointment',
  description: null,
  serviceType: 'APPOINTMENT',
  rate: 25,
  quantityOfFingerPrintCard: 0,
  taxPercentage: 7.25,
  centralCommission: 0,
  additionalCostPerFingerPrintCard: 0,
  twoFactorAuthentication: false,
  active: true,
  fingerPrintCardService: false,
  serviceLogo: null,
  serviceImage: null,
  deleted: false,
};

describe('the service form values', () => {
  it('sends blank numbers as 0 (spec §5) and a blank description as null', () => {
    const values = {
      ...serviceFormValues(),
      displayName: '  Live scan ',
      serviceType: 'BIOMETRIC',
      rate: 45.5,
    };
    expect(serviceInput(values)).toEqual({
      displayName: 'Live scan',
      description: null,
      serviceType: 'BIOMETRIC',
      rate: 45.5,
      quantityOfFingerPrintCard: 0,
      taxPercentage: 0,
      centralCommission: 0,
      additionalCostPerFingerPrintCard: 0,
      twoFactorAuthentication: false,
      fingerPrintCardService: false,
      active: true,
    });
  });

  it('soft-deletes a service by sending it back unchanged with deleted: true', () => {
    expect(deletedServiceInput(stored)).toMatchObject({
      displayName: 'Notary appointment',
      rate: 25,
      taxPercentage: 7.25,
      deleted: true,
    });
  });
});
