import { errorStatus } from './public-booking-api';
import { bookingMessages } from './messages';

export type BookingErrorContext = 'partner' | 'location' | 'hold' | 'book' | 'manage';

/** The honest page text for a failed public call: what went wrong for the applicant, by status and step. */
export function bookingErrorMessage(error: unknown, context: BookingErrorContext): string {
  const status = errorStatus(error);
  const { errors } = bookingMessages;
  if (status === 429) return errors.rateLimited;
  if (status === 409) return context === 'hold' ? errors.slotFull : errors.holdExpired;
  if (status === 404) {
    if (context === 'partner') return errors.unknownPartner;
    if (context === 'manage') return errors.linkExpired;
    return errors.locationClosed;
  }
  return errors.generic;
}
