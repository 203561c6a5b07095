/**
 * Every text of the public booking pages (issue 29), one typed entry per message so a translation replaces this
 * module alone; no i18n library reaches the initial JavaScript.
 */
export const bookingMessages = {
  pageTitle: (partnerName: string) => `Book an appointment with ${partnerName}`,
  logoAlt: (partnerName: string) => `${partnerName} logo`,
  loading: 'Loading',
  searchLabel: 'Search by city or ZIP code',
  searchButton: 'Search',
  noLocations: 'No location matches your search.',
  locationsHeading: 'Choose a location',
  chooseLocation: (name: string) => `Book at ${name}`,
  servicesHeading: 'Choose a service',
  price: (amount: number) =>
    amount > 0
      ? new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount)
      : 'Free',
  slotsHeading: 'Choose a time',
  dateLabel: 'Date',
  timesIn: (timeZone: string) => `Times are shown in the location's time zone (${timeZone}).`,
  noSlots: 'No open time on this date. Please choose another date.',
  placesLeft: (count: number) => (count === 1 ? '1 place left' : `${count} places left`),
  slotLabel: (time: string, count: number) =>
    `${time}, ${count === 1 ? '1 place left' : `${count} places left`}`,
  holdRemaining: (minutes: number, seconds: number) =>
    `Your time is held for ${minutes}:${String(seconds).padStart(2, '0')} more.`,
  detailsHeading: 'Your details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  confirmEmail: 'Confirm e-mail',
  contactNumber: 'Phone number (optional)',
  termsHeading: 'Terms',
  defaultTerms:
    'By booking you agree to arrive on time with a valid photo ID. You can change or cancel through the link in your e-mail until the time shown there.',
  acceptTerms: 'I accept the terms of this booking',
  termsRequired: 'Please accept the terms to book',
  book: 'Book appointment',
  back: 'Back',
  confirmationHeading: 'Your appointment is booked',
  confirmationNumber: (value: string) => `Confirmation number: ${value}`,
  emailSent: 'We sent the confirmation with a link to change or cancel it to your e-mail.',
  manageHeading: 'Your appointment',
  manageLink: 'Change or cancel this appointment',
  when: (date: string, start: string, end: string) => `${date}, ${start}–${end}`,
  changeableUntil: (value: string) => `You can change or cancel until ${value}.`,
  status: (value: string) => `Status: ${value}`,
  reschedule: 'Choose another time',
  rescheduleConfirm: 'Move my appointment to this time',
  rescheduled: 'Your appointment has been moved.',
  cancel: 'Cancel appointment',
  cancelConfirmTitle: 'Cancel this appointment?',
  cancelConfirmBody: 'The appointment is cancelled and this link stops working.',
  cancelKeep: 'Keep appointment',
  cancelYes: 'Yes, cancel it',
  cancelled: 'Your appointment is cancelled.',
  payNow: 'Pay now',
  payment: (mode: 'at-location' | 'online', status: 'unpaid' | 'paid' | 'refunded', amount: string) =>
    status === 'paid'
      ? `Paid online: ${amount}`
      : status === 'refunded'
        ? `Refunded: ${amount}`
        : mode === 'online'
          ? `To pay online: ${amount}`
          : `Pay at the location: ${amount}`,
  paymentConfirmed: 'Thank you, your payment is confirmed.',
  paymentPending: 'Your payment is not confirmed yet. You can pay now or try again later.',
  redirectingToPayment: 'Taking you to the payment page…',
  errors: {
    slotFull: 'Sorry, this time has just been taken. Please choose another time.',
    holdExpired: 'Your hold on this time has expired. Please choose a time again.',
    locationClosed: 'This location is not open for online booking.',
    unknownPartner: 'This booking page does not exist.',
    rateLimited: 'Too many attempts from your connection. Please wait a minute and try again.',
    linkExpired: 'This link has expired or was replaced by a newer one. Use the link in your latest e-mail.',
    generic: 'Something went wrong. Please try again.',
  },
} as const;

export type BookingMessages = typeof bookingMessages;
