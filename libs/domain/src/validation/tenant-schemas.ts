import * as v from 'valibot';
import { emailField, optionalString, requiredString, requiredWithMessage } from './field-builders';
import { PASSWORD_MESSAGES } from './messages';
import { isIanaTimeZone } from '../formats/time-zones';

/** Partner and location codes name sign-in pages, so they stay URL-safe. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
export const CODE_MESSAGE = 'Code may only hold letters, digits, - and _';
export const PHONE_MESSAGE = 'Phone must be 10 digits';

const code = v.pipe(requiredString('Code', { max: 50 }), v.regex(CODE_PATTERN, CODE_MESSAGE));
const timeZone = v.pipe(
  requiredString('Time zone'),
  v.check((value: string) => isIanaTimeZone(value), 'Time zone must be an IANA time zone'),
);
/** Ten digits or nothing (spec §5: phone numbers are digits only, capped at 10). */
export const tenDigitPhone = v.pipe(
  v.nullish(v.string(), ''),
  v.check((value: string) => value === '' || /^[0-9]{10}$/.test(value), PHONE_MESSAGE),
);

/** One address of a partner (spec §3), without its map point, which the form keeps as it was. */
export const partnerAddressSchema = v.object({
  addressLineOne: requiredString('Address', { max: 200 }),
  addressLineTwo: optionalString('Address line two', { max: 200 }),
  city: requiredString('City', { max: 100 }),
  state: requiredString('State', { max: 100 }),
  zipCode: requiredString('Zip code', { max: 20 }),
});

/** One contact person of a partner (spec §3). */
export const contactPersonSchema = v.object({
  firstName: requiredString('First name', { max: 100 }),
  lastName: requiredString('Last name', { max: 100 }),
  phone: tenDigitPhone,
  email: emailField('Contact email'),
});

export const PARTNER_ADDRESSES_MESSAGE = 'Add at least one address';
export const PARTNER_CONTACTS_MESSAGE = 'Add at least one contact person';

/** The system portal's partner form: identity, its addresses and its contact persons (lists, at least one each). */
export const partnerFormSchema = v.object({
  code,
  legalName: requiredString('Legal name', { max: 100 }),
  timeZone,
  email: emailField('Email'),
  addresses: v.pipe(v.array(partnerAddressSchema), v.minLength(1, PARTNER_ADDRESSES_MESSAGE)),
  contactPersons: v.pipe(v.array(contactPersonSchema), v.minLength(1, PARTNER_CONTACTS_MESSAGE)),
});
export type PartnerFormInput = v.InferOutput<typeof partnerFormSchema>;

const coordinate = (label: string, limit: number) =>
  v.pipe(
    requiredWithMessage(`${label} is a required field`),
    v.check((value: string) => {
      const number = Number(value);
      return value.trim() !== '' && Number.isFinite(number) && Math.abs(number) <= limit;
    }, `${label} must be a number between -${limit} and ${limit}`),
  );

/** The partner portal's location form: identity, address with its map pin, contact. */
export const locationFormSchema = v.object({
  code,
  title: requiredString('Title', { max: 100 }),
  displayName: requiredString('Display name', { max: 200 }),
  timeZone,
  description: optionalString('Description', { max: 2000 }),
  addressLineOne: requiredString('Address', { max: 200 }),
  city: requiredString('City', { max: 100 }),
  state: requiredString('State', { max: 100 }),
  zipCode: requiredString('Zip code', { max: 20 }),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
});
export type LocationFormInput = v.InferOutput<typeof locationFormSchema>;

/** Inviting someone to the partner or one of its locations. */
export const inviteFormSchema = v.object({
  email: emailField('Email'),
  firstName: optionalString('First name', { max: 100 }),
  lastName: optionalString('Last name', { max: 100 }),
  entityId: requiredString('Access to'),
  roleId: requiredString('Role'),
});
export type InviteFormInput = v.InferOutput<typeof inviteFormSchema>;

const passwordsMatch = (input: { newPassword: string; confirmPassword: string }): boolean =>
  input.newPassword === input.confirmPassword;

/** Accepting an invitation without an account: a name and a password. */
export const acceptInvitationSchema = v.pipe(
  v.object({
    firstName: requiredString('First name', { max: 100 }),
    lastName: requiredString('Last name', { max: 100 }),
    newPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
    confirmPassword: requiredWithMessage(PASSWORD_MESSAGES.required),
  }),
  v.forward(
    v.partialCheck([['newPassword'], ['confirmPassword']], passwordsMatch, PASSWORD_MESSAGES.mismatch),
    ['confirmPassword'],
  ),
);
export type AcceptInvitationInput = v.InferOutput<typeof acceptInvitationSchema>;
