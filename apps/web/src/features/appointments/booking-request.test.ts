import { describe, expect, it } from 'vitest';
import { bookingRequest, type BookingFormValues } from './booking-request';

const form: BookingFormValues = {
  locationId: 'loc-1',
  partnerServiceId: 'svc-1',
  appointmentDate: '2026-12-01',
  startTime: '09:30',
  firstName: ' Ava ',
  lastName: 'Garcia',
  email: 'ava@example.test',
  contactNumber: '(415) 555-1082',
  ssn: '',
  companyId: null,
  paymentModeCode: null,
};

describe('bookingRequest', () => {
  it('sends the company and payment mode the form chose (issue 27, item 7)', () => {
    const body = bookingRequest({ ...form, companyId: 'company-7', paymentModeCode: 'CARD' });
    expect(body.companyId).toBe('company-7');
    expect(body.paymentModeCode).toBe('CARD');
  });

  it('leaves both out when none is chosen, and sends the phone as digits', () => {
    const body = bookingRequest(form);
    expect(body).not.toHaveProperty('companyId');
    expect(body).not.toHaveProperty('paymentModeCode');
    expect(body.contactNumber).toBe('4155551082');
    expect(body.firstName).toBe('Ava');
  });
});
