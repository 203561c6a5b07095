import * as v from 'valibot';
import { POB_CODES } from '../catalogue/pob-codes';
import { CITIZENSHIP_CHOICES, isOtherCitizenshipAllowed } from '../formats/citizenship';
import { HEIGHT_FEET, HEIGHT_INCHES } from '../formats/height';
import { emailField, optionalString, requiredString } from './field-builders';
import { requiredMessage } from './messages';
import { tenDigitPhone } from './tenant-schemas';
import { SSN_MESSAGES, ssnField } from '../ssn/ssn';

/** EBTS 2.024 SEX. */
export const APPLICANT_GENDERS = [
  { value: 'M', label: 'Male' },
  { value: 'F', label: 'Female' },
  { value: 'X', label: 'Unknown' },
] as const;

/** EBTS 2.025 RAC. */
export const APPLICANT_RACES = [
  { value: 'A', label: 'Asian or Pacific Islander' },
  { value: 'B', label: 'Black' },
  { value: 'I', label: 'American Indian or Alaskan Native' },
  { value: 'W', label: 'White' },
  { value: 'U', label: 'Unknown' },
] as const;

/** EBTS 2.031 EYE. */
export const APPLICANT_EYE_COLORS = [
  { value: 'BLK', label: 'Black' },
  { value: 'BLU', label: 'Blue' },
  { value: 'BRO', label: 'Brown' },
  { value: 'GRY', label: 'Gray' },
  { value: 'GRN', label: 'Green' },
  { value: 'HAZ', label: 'Hazel' },
  { value: 'MAR', label: 'Maroon' },
  { value: 'MUL', label: 'Multicolored' },
  { value: 'PNK', label: 'Pink' },
  { value: 'XXX', label: 'Unknown' },
] as const;

/** EBTS 2.032 HAI. */
export const APPLICANT_HAIR_COLORS = [
  { value: 'BAL', label: 'Bald' },
  { value: 'BLK', label: 'Black' },
  { value: 'BLN', label: 'Blond' },
  { value: 'BRO', label: 'Brown' },
  { value: 'GRY', label: 'Gray' },
  { value: 'RED', label: 'Red or auburn' },
  { value: 'SDY', label: 'Sandy' },
  { value: 'WHI', label: 'White' },
  { value: 'XXX', label: 'Unknown' },
] as const;

export const APPLICANT_MESSAGES = {
  ssn: SSN_MESSAGES.format,
  placeOfBirth: 'Place of birth must be a two-letter EBTS code (a state such as CA, or a country)',
  weight: 'Weight must be a whole number of pounds between 1 and 999',
  emailMismatch: 'E-mail addresses must match',
  otherCitizenship: 'Other is not allowed for FBI background checks',
  dateOfBirth: 'Date of birth must be a past date',
  height: 'Height is a required field',
} as const;

/** Stored and filtered by their labels (the biometric list's resident-status filter and the demo data). */
const RESIDENT_STATUSES = CITIZENSHIP_CHOICES.map((choice) => choice.label);
export const US_CITIZEN = 'US Citizen';
const OTHER = 'Other';

const choice = (path: string, values: readonly string[]) =>
  v.pipe(
    requiredString(path),
    v.check((value: string) => values.includes(value), requiredMessage(path)),
  );

const values = (list: readonly { value: string }[]) => list.map((entry) => entry.value);

/** An ISO date (YYYY-MM-DD) before `today` (also an ISO date), read as calendar dates. */
function isPastDate(value: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value)) && value < today;
}

/**
 * The Applicant step's form (spec §3 biometric transaction, §5 rules, §9 choices): what Type-2 of the EFT needs
 * is required; codes follow EBTS so the EFT builder takes them as they are. `productCode` is the catalogue product
 * of the transaction's service: for the FBI background checks the resident status Other is refused (§5).
 */
export function applicantFormSchema(options: { productCode: string | null; today: string }) {
  return v.pipe(
    v.object({
      firstName: requiredString('First name', { max: 100 }),
      middleName: optionalString('Middle name', { max: 100 }),
      lastName: requiredString('Last name', { max: 100 }),
      generationalSuffix: optionalString('Suffix', { max: 10 }),
      msId: optionalString('MS ID', { max: 50 }),
      // The stored SSN comes back masked and is kept when sent back so (ssn/ssn.ts holds the one rule).
      ssn: ssnField({ keepMasked: true }),
      dateOfBirth: v.pipe(
        requiredString('Date of birth'),
        v.check((value: string) => isPastDate(value, options.today), APPLICANT_MESSAGES.dateOfBirth),
      ),
      placeOfBirth: v.pipe(
        requiredString('Place of birth'),
        v.check((value: string) => POB_CODES.has(value.toUpperCase()), APPLICANT_MESSAGES.placeOfBirth),
      ),
      residentStatus: v.pipe(
        choice('Resident status', RESIDENT_STATUSES),
        v.check(
          (value: string) => value !== OTHER || isOtherCitizenshipAllowed(options.productCode),
          APPLICANT_MESSAGES.otherCitizenship,
        ),
      ),
      countryOfCitizenship: optionalString('Country of citizenship', { max: 100 }),
      gender: choice('Gender', values(APPLICANT_GENDERS)),
      race: choice('Race', values(APPLICANT_RACES)),
      eyeColor: choice('Eye color', values(APPLICANT_EYE_COLORS)),
      hairColor: choice('Hair color', values(APPLICANT_HAIR_COLORS)),
      heightFeet: choice(
        'Height (feet)',
        HEIGHT_FEET.map((feet) => String(feet)),
      ),
      heightInches: choice(
        'Height (inches)',
        HEIGHT_INCHES.map((inches) => String(inches)),
      ),
      weight: v.pipe(
        requiredString('Weight'),
        v.check((value: string) => /^[1-9]\d{0,2}$/.test(value.trim()), APPLICANT_MESSAGES.weight),
      ),
      email: emailField('Email', { required: false }),
      confirmEmail: emailField('Confirm email', { required: false }),
      contactNumber: tenDigitPhone,
      addressLine1: requiredString('Address', { max: 200 }),
      addressLine2: optionalString('Address line two', { max: 200 }),
      city: requiredString('City', { max: 100 }),
      state: requiredString('State', { max: 100 }),
      zipCode: requiredString('Zip code', { max: 20 }),
      reason: requiredString('Reason fingerprinted', { max: 75 }),
      remarks: optionalString('Remarks', { max: 2000 }),
    }),
    v.forward(
      v.partialCheck(
        [['email'], ['confirmEmail']],
        (input) => (input.email ?? '') === (input.confirmEmail ?? ''),
        APPLICANT_MESSAGES.emailMismatch,
      ),
      ['confirmEmail'],
    ),
    v.forward(
      v.partialCheck(
        [['residentStatus'], ['countryOfCitizenship']],
        (input) => input.residentStatus === US_CITIZEN || (input.countryOfCitizenship ?? '') !== '',
        requiredMessage('Country of citizenship'),
      ),
      ['countryOfCitizenship'],
    ),
  );
}

export type ApplicantFormInput = v.InferOutput<ReturnType<typeof applicantFormSchema>>;

/**
 * The applicant's details on the public booking pages (issue 29): the Applicant step's rules for the fields asked
 * there (names, e-mail typed twice, a ten-digit phone); no SSN is asked. The e-mail is required: the confirmation
 * and its manage link go to it.
 */
export const bookingApplicantSchema = v.pipe(
  v.object({
    firstName: requiredString('First name', { max: 100 }),
    lastName: requiredString('Last name', { max: 100 }),
    email: emailField('Email'),
    confirmEmail: emailField('Confirm email'),
    contactNumber: tenDigitPhone,
  }),
  v.forward(
    v.partialCheck(
      [['email'], ['confirmEmail']],
      (input) => input.email.trim().toLowerCase() === input.confirmEmail.trim().toLowerCase(),
      APPLICANT_MESSAGES.emailMismatch,
    ),
    ['confirmEmail'],
  ),
);

export type BookingApplicant = v.InferOutput<typeof bookingApplicantSchema>;
