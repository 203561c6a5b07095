import { describe, expect, it } from 'vitest';
import { formErrors } from '../validation/form-errors';
import {
  blankAsNull,
  blankAsZero,
  groupFormSchema,
  locationRateSchema,
  oriFormSchema,
  partnerServiceFormSchema,
  paymentModeFormSchema,
} from './catalogue-schemas';

const service = {
  displayName: 'Live scan for teachers',
  description: '',
  serviceType: 'BIOMETRIC',
  rate: 45.5,
  quantityOfFingerPrintCard: '',
  taxPercentage: '',
  centralCommission: '',
  additionalCostPerFingerPrintCard: '',
};

describe('catalogue form schemas', () => {
  it('accepts a service whose optional numbers are blank', () => {
    expect(formErrors(partnerServiceFormSchema, service)).toEqual({});
  });

  it('names each bad number of a service: required rate, negative amounts, tax over 100, whole cards', () => {
    expect(
      formErrors(partnerServiceFormSchema, {
        ...service,
        displayName: '',
        serviceType: '',
        rate: '',
        quantityOfFingerPrintCard: 1.5,
        taxPercentage: 100.5,
        centralCommission: -1,
        additionalCostPerFingerPrintCard: 10_000_000_000,
      }),
    ).toEqual({
      displayName: 'Name is a required field',
      serviceType: 'Service type is a required field',
      rate: 'Rate is a required field',
      quantityOfFingerPrintCard: 'Card quantity must be a whole number',
      taxPercentage: 'Tax percentage must be at most 100',
      centralCommission: 'Central commission must be 0 or more',
      additionalCostPerFingerPrintCard: 'Additional cost per card must be at most 9,999,999,999',
    });
    expect(formErrors(partnerServiceFormSchema, { ...service, rate: -0.01 })).toEqual({
      rate: 'Rate must be 0 or more',
    });
  });

  it('turns blank numbers into 0 (spec §5) or, for a location rate, into null', () => {
    expect([blankAsZero(''), blankAsZero(null), blankAsZero(undefined), blankAsZero(7.25)]).toEqual([
      0, 0, 0, 7.25,
    ]);
    expect([blankAsNull(''), blankAsNull(12)]).toEqual([null, 12]);
    expect(formErrors(locationRateSchema, { rate: '' })).toEqual({});
    expect(formErrors(locationRateSchema, { rate: -5 })).toEqual({ rate: 'Rate must be 0 or more' });
  });

  it('checks an ORI with the EBTS rule and its exact message', () => {
    expect(formErrors(oriFormSchema, { oriNumber: ' ca0349500 ', title: 'CA DOJ', oriType: 'ORI' })).toEqual(
      {},
    );
    expect(formErrors(oriFormSchema, { oriNumber: 'QQ0349500', title: '', oriType: '' })).toEqual({
      oriNumber:
        'ORI must be 9 characters: a two-letter state or country code followed by 7 letters or digits',
      title: 'Title is a required field',
      oriType: 'Type is a required field',
    });
  });

  it('requires a group name and a payment mode code and title', () => {
    expect(formErrors(groupFormSchema, { name: '', description: '' })).toEqual({
      name: 'Name is a required field',
    });
    expect(formErrors(paymentModeFormSchema, { code: '', title: '', integrationType: '' })).toEqual({
      code: 'Code is a required field',
      title: 'Title is a required field',
    });
  });
});
