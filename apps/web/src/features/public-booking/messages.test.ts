import { ApiError } from '@ridgeline/backend-client';
import { bookingApplicantSchema, formErrors } from '@ridgeline/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bookingErrorMessage } from './booking-error-message';
import { locationToday, secondsLeft, wallTime } from './location-day';
import { bookingMessages as m } from './messages';

const apiError = (code: number) => new ApiError({ code, message: 'x', description: '' });

describe('the public booking messages', () => {
  it('formats prices in US dollars and a free service as Free', () => {
    expect(m.price(49.95)).toBe('$49.95');
    expect(m.price(0)).toBe('Free');
  });

  it('counts places in the singular and the plural', () => {
    expect(m.placesLeft(1)).toBe('1 place left');
    expect(m.placesLeft(3)).toBe('3 places left');
  });

  it("shows the hold's remaining time as minutes and two-digit seconds", () => {
    expect(m.holdRemaining(9, 5)).toBe('Your time is held for 9:05 more.');
  });

  it('tells each payment state apart', () => {
    expect(m.payment('online', 'paid', '$49.95')).toBe('Paid online: $49.95');
    expect(m.payment('online', 'unpaid', '$49.95')).toBe('To pay online: $49.95');
    expect(m.payment('at-location', 'unpaid', '$49.95')).toBe('Pay at the location: $49.95');
    expect(m.payment('online', 'refunded', '$49.95')).toBe('Refunded: $49.95');
  });
});

describe('the honest error texts', () => {
  it('a 409 on a hold is a full slot, on a booking an expired hold', () => {
    expect(bookingErrorMessage(apiError(409), 'hold')).toBe(m.errors.slotFull);
    expect(bookingErrorMessage(apiError(409), 'book')).toBe(m.errors.holdExpired);
  });

  it('a 404 names what is missing: the partner, the location, the link', () => {
    expect(bookingErrorMessage(apiError(404), 'partner')).toBe(m.errors.unknownPartner);
    expect(bookingErrorMessage(apiError(404), 'location')).toBe(m.errors.locationClosed);
    expect(bookingErrorMessage(apiError(404), 'manage')).toBe(m.errors.linkExpired);
  });

  it("reads the status from the API's four-digit codes", () => {
    expect(bookingErrorMessage(apiError(4040), 'partner')).toBe(m.errors.unknownPartner);
    expect(bookingErrorMessage(apiError(4090), 'hold')).toBe(m.errors.slotFull);
    expect(bookingErrorMessage(apiError(4290), 'book')).toBe(m.errors.rateLimited);
  });

  it('a 429 is the rate limit on every step, anything else the generic text', () => {
    for (const step of ['partner', 'location', 'hold', 'book', 'manage'] as const) {
      expect(bookingErrorMessage(apiError(429), step)).toBe(m.errors.rateLimited);
    }
    expect(bookingErrorMessage(new Error('offline'), 'book')).toBe(m.errors.generic);
  });
});

describe("the applicant's details on the public form (libs/domain rules, no SSN)", () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    confirmEmail: 'ADA@example.com',
    contactNumber: '',
  };

  it('accepts names, an e-mail typed twice (any case) and no phone', () => {
    expect(v.safeParse(bookingApplicantSchema, valid).success).toBe(true);
  });

  it('refuses a missing name, a mistyped e-mail and a short phone', () => {
    const errors = formErrors(bookingApplicantSchema, {
      ...valid,
      firstName: '',
      confirmEmail: 'ada@example.org',
      contactNumber: '555',
    });
    expect(Object.keys(errors).sort()).toEqual(['confirmEmail', 'contactNumber', 'firstName']);
    expect(errors['confirmEmail']).toBe('E-mail addresses must match');
  });

  it('asks no SSN', () => {
    expect(Object.keys(bookingApplicantSchema.entries)).not.toContain('ssn');
  });
});

describe("the location's day and times", () => {
  it("is the location's calendar day, not the browser's", () => {
    // 02:00 UTC on Dec 8 is still Dec 7 in Oakland (UTC-8).
    const instant = new Date('2026-12-08T02:00:00Z');
    expect(locationToday('America/Los_Angeles', instant)).toBe('2026-12-07');
    expect(locationToday('America/New_York', instant)).toBe('2026-12-07');
    expect(locationToday('Europe/Berlin', instant)).toBe('2026-12-08');
  });

  it('shows wall times in 12-hour form and counts the hold down to zero', () => {
    expect(wallTime('14:30')).toBe('2:30 PM');
    expect(secondsLeft('2026-12-08T02:10:00Z', Date.parse('2026-12-08T02:00:00Z'))).toBe(600);
    expect(secondsLeft('2026-12-08T02:00:00Z', Date.parse('2026-12-08T02:10:00Z'))).toBe(0);
  });
});
