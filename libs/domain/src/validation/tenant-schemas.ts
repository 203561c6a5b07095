import * as v from 'valibot';
import { emailField, optionalString, requiredString, requiredWithMessage } from './field-builders';
import { PASSWORD_MESSAGES } from './messages';
import { isIanaTimeZone } from '../formats/time-zones';
import { accentContrastDefect } from '../branding/accent-contrast';

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
  // The public booking pages' branding (issue 29): blank keeps the product's own colour and general terms.
  accentColor: v.pipe(
    v.nullish(v.string(), ''),
    v.check(
      (value: string) => value === '' || /^#[0-9a-fA-F]{6}$/.test(value),
      'Accent colour must be a colour as #rrggbb',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const defect = dataset.typed ? accentContrastDefect(dataset.value) : null;
      if (defect) addIssue({ message: defect });
    }),
  ),
  bookingTerms: optionalString('Booking terms', { max: 4000 }),
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

const contactKeys = ['contactFirstName', 'contactLastName', 'contactPhone', 'contactEmail'] as const;
type ContactFields = Record<(typeof contactKeys)[number], string>;
const hasContact = (input: ContactFields) => contactKeys.some((key) => input[key].trim() !== '');

/** An optional contact person: blank as a whole, or with a name and an e-mail (the contract's ContactPerson). */
const contactFields = {
  contactFirstName: optionalString('First name', { max: 100 }),
  contactLastName: optionalString('Last name', { max: 100 }),
  contactPhone: tenDigitPhone,
  contactEmail: emailField('Contact email', { required: false }),
};
/** Whether a contact person's `key` is filled, or not needed because the whole contact is blank. */
const contactHas = (input: ContactFields, key: keyof ContactFields) =>
  !hasContact(input) || input[key].trim() !== '';
const CONTACT_PATHS = [
  ['contactFirstName'],
  ['contactLastName'],
  ['contactPhone'],
  ['contactEmail'],
] as const;
const whenContact = (label: string) => `${label} is a required field when a contact person is given`;

/**
 * The partner portal's location form: identity, flags, address with its map pin, an optional contact person
 * (without one, the partner's contact persons stand for the location) and optional notification info.
 */
export const locationFormSchema = v.pipe(
  v.object({
    code,
    title: requiredString('Title', { max: 100 }),
    displayName: requiredString('Display name', { max: 100 }),
    timeZone,
    description: optionalString('Description', { max: 2000 }),
    addressLineOne: requiredString('Address', { max: 200 }),
    addressLineTwo: optionalString('Address line two', { max: 200 }),
    city: requiredString('City', { max: 100 }),
    state: requiredString('State', { max: 100 }),
    zipCode: requiredString('Zip code', { max: 20 }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    locationName: optionalString('Place name', { max: 100 }),
    ...contactFields,
    notificationPhone: tenDigitPhone,
    notificationEmail: emailField('Notification email', { required: false }),
  }),
  v.forward(
    v.partialCheck(
      CONTACT_PATHS,
      (input) => contactHas(input, 'contactFirstName'),
      whenContact('First name'),
    ),
    ['contactFirstName'],
  ),
  v.forward(
    v.partialCheck(CONTACT_PATHS, (input) => contactHas(input, 'contactLastName'), whenContact('Last name')),
    ['contactLastName'],
  ),
  v.forward(
    v.partialCheck(CONTACT_PATHS, (input) => contactHas(input, 'contactEmail'), whenContact('Contact email')),
    ['contactEmail'],
  ),
);
export type LocationFormInput = v.InferOutput<typeof locationFormSchema>;

/** The partner portal's company form: a name, optional code, e-mail, phone, address and contact person. */
export const companyFormSchema = v.pipe(
  v.object({
    name: requiredString('Name', { max: 100 }),
    code: optionalString('Code', { max: 50 }),
    email: emailField('Email', { required: false }),
    phone: tenDigitPhone,
    addressLineOne: optionalString('Address', { max: 200 }),
    addressLineTwo: optionalString('Address line two', { max: 200 }),
    city: optionalString('City', { max: 100 }),
    state: optionalString('State', { max: 100 }),
    zipCode: optionalString('Zip code', { max: 20 }),
    ...contactFields,
  }),
  v.forward(
    v.partialCheck(
      CONTACT_PATHS,
      (input) => contactHas(input, 'contactFirstName'),
      whenContact('First name'),
    ),
    ['contactFirstName'],
  ),
  v.forward(
    v.partialCheck(CONTACT_PATHS, (input) => contactHas(input, 'contactLastName'), whenContact('Last name')),
    ['contactLastName'],
  ),
  v.forward(
    v.partialCheck(CONTACT_PATHS, (input) => contactHas(input, 'contactEmail'), whenContact('Contact email')),
    ['contactEmail'],
  ),
  v.forward(
    v.partialCheck(
      [['addressLineOne'], ['city'], ['state'], ['zipCode'], ['addressLineTwo']],
      (input) =>
        ![input.addressLineOne, input.city, input.state, input.zipCode, input.addressLineTwo].some(
          (value) => value.trim() !== '',
        ) ||
        [input.addressLineOne, input.city, input.state, input.zipCode].every((value) => value.trim() !== ''),
      'An address needs its address line, city, state and zip code',
    ),
    ['addressLineOne'],
  ),
);
export type CompanyFormInput = v.InferOutput<typeof companyFormSchema>;

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
