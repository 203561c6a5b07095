import { describe, expect, it } from 'vitest';
import { COURIER_OPTIONS, courierTrackingLink, isCourier } from './couriers';
import { buildCompletionPayload, residentStatusParam } from './request-defaults';
import { numberOrZero, withServiceNumericDefaults } from './service-numeric-defaults';
import { TRUNCATE_LIMITS, locationBoxText, truncate } from './truncate';

describe('service numeric fields', () => {
  it('default to 0 when blank', () => {
    expect(
      withServiceNumericDefaults({
        displayName: 'Prints',
        quantityOfFingerPrintCard: '',
        taxPercentage: null,
        centralCommission: undefined,
        additionalCostPerFingerPrintCard: ' ',
      }),
    ).toEqual({
      displayName: 'Prints',
      quantityOfFingerPrintCard: 0,
      taxPercentage: 0,
      centralCommission: 0,
      additionalCostPerFingerPrintCard: 0,
    });
  });

  it('keep filled values as numbers', () => {
    expect(numberOrZero('2.5')).toBe(2.5);
    expect(numberOrZero(7)).toBe(7);
    expect(withServiceNumericDefaults({ taxPercentage: '8' }).taxPercentage).toBe(8);
  });
});

describe('couriers', () => {
  it('offer UPS, FED_EX, DHL, USPS, AMAZON_LOGISTICS and OTHERS', () => {
    expect(COURIER_OPTIONS.map((option) => option.value)).toEqual([
      'UPS',
      'FED_EX',
      'DHL',
      'USPS',
      'AMAZON_LOGISTICS',
      'OTHERS',
    ]);
  });

  it('have a tracking-link template each except Others', () => {
    expect(
      COURIER_OPTIONS.filter((option) => option.trackingLinkTemplate === null).map((o) => o.value),
    ).toEqual(['OTHERS']);
    expect(courierTrackingLink('UPS', '1Z 999')).toBe('https://www.ups.com/track?tracknum=1Z%20999');
    expect(courierTrackingLink('USPS', '9400')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400',
    );
  });

  it('give no link for Others, an unknown courier or a blank number', () => {
    expect(courierTrackingLink('OTHERS', '123')).toBeNull();
    expect(courierTrackingLink('PIGEON', '123')).toBeNull();
    expect(courierTrackingLink('DHL', '  ')).toBeNull();
    expect(isCourier('DHL')).toBe(true);
    expect(isCourier('PIGEON')).toBe(false);
  });
});

describe('truncation', () => {
  it('cuts location name at 20, address at 20 and city at 15', () => {
    expect(TRUNCATE_LIMITS).toEqual({ locationName: 20, address: 20, city: 15 });
    const box = locationBoxText({
      name: 'Downtown Fingerprinting Center',
      addressLineOne: '1200 Pennsylvania Avenue NW',
      city: 'Washington City DC',
    });
    expect(box.name).toBe('Downtown Fingerprint...');
    expect(box.address).toBe('1200 Pennsylvania Av...');
    expect(box.city).toBe('Washington City...');
    expect(box.tooltip).toBe('1200 Pennsylvania Avenue NW, Washington City DC');
  });

  it('leaves short text alone and tolerates missing address parts', () => {
    expect(truncate('Short', 20)).toBe('Short');
    expect(truncate('12345', 5)).toBe('12345');
    expect(locationBoxText({ name: 'N1', addressLineOne: null })).toEqual({
      name: 'N1',
      address: '',
      city: '',
      tooltip: '',
    });
  });
});

describe('request defaults', () => {
  it('send resident status ALL as empty', () => {
    expect(residentStatusParam('ALL')).toBe('');
    expect(residentStatusParam(undefined)).toBe('');
    expect(residentStatusParam('RESIDENT')).toBe('RESIDENT');
  });

  it('default printer offsets to "0" and generateEft to false', () => {
    expect(buildCompletionPayload({ id: 9, status: 'COMPLETED', leftOffset: '', topOffset: null })).toEqual({
      id: 9,
      status: 'COMPLETED',
      leftOffset: '0',
      topOffset: '0',
      generateEft: false,
    });
  });

  it('keep given offsets, print settings and generateEft', () => {
    expect(
      buildCompletionPayload({
        id: 9,
        status: 'COMPLETED',
        leftOffset: '3',
        topOffset: '-2',
        gamma: '1.2',
        generateEft: true,
      }),
    ).toEqual({
      id: 9,
      status: 'COMPLETED',
      leftOffset: '3',
      topOffset: '-2',
      gamma: '1.2',
      generateEft: true,
    });
  });
});
