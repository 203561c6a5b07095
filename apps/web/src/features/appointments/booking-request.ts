import type { AppointmentInput } from './api/appointments';

/** What the booking form holds when Book is pressed. */
export interface BookingFormValues {
  locationId: string;
  partnerServiceId: string;
  appointmentDate: string;
  startTime: string;
  firstName: string;
  lastName: string;
  email: string;
  contactNumber: string;
  ssn: string;
  companyId: string | null;
  paymentModeCode: string | null;
}

/**
 * The booking's request body: names trimmed, the phone as its digits, and the optional company and payment mode
 * only when chosen (issue 27, item 7: reports filter by both, so the booking records them).
 */
export function bookingRequest(values: BookingFormValues): AppointmentInput {
  return {
    locationId: values.locationId,
    partnerServiceId: values.partnerServiceId,
    appointmentDate: values.appointmentDate,
    startTime: values.startTime,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    ...(values.contactNumber ? { contactNumber: values.contactNumber.replace(/\D/g, '') } : {}),
    ...(values.ssn ? { ssn: values.ssn } : {}),
    ...(values.companyId ? { companyId: values.companyId } : {}),
    ...(values.paymentModeCode ? { paymentModeCode: values.paymentModeCode } : {}),
  };
}
