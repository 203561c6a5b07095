import { US_CITIZEN, type ApplicantFormInput } from '../validation/applicant-schema';
import { shapeApplicantPayload } from './applicant-payload';
import { fromEbtsHeight, toEbtsHeight } from './height';

/** The applicant fields of a stored transaction, as the backend answers them. */
export interface StoredApplicant {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  generationalSuffix?: string | null;
  msId?: string | null;
  ssnMasked?: string | null;
  dateOfBirth?: string | null;
  placeOfBirth?: string | null;
  residentStatus?: string | null;
  countryOfCitizenship?: string | null;
  gender?: string | null;
  race?: string | null;
  eyeColor?: string | null;
  hairColor?: string | null;
  height?: string | null;
  weight?: number | null;
  email?: string | null;
  confirmEmail?: string | null;
  contactNumber?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  reason?: string | null;
  remarks?: string | null;
}

export type ApplicantFormValues = { [K in keyof ApplicantFormInput]: string };

const text = (value: string | number | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** The form's starting values: the stored applicant, the SSN in its masked form (sent back as is, it is kept). */
export function applicantFormValues(stored: StoredApplicant): ApplicantFormValues {
  const height = stored.height ? fromEbtsHeight(stored.height) : null;
  return {
    firstName: text(stored.firstName),
    middleName: text(stored.middleName),
    lastName: text(stored.lastName),
    generationalSuffix: text(stored.generationalSuffix),
    msId: text(stored.msId),
    ssn: text(stored.ssnMasked),
    dateOfBirth: text(stored.dateOfBirth),
    placeOfBirth: text(stored.placeOfBirth),
    residentStatus: text(stored.residentStatus),
    countryOfCitizenship: stored.residentStatus === US_CITIZEN ? '' : text(stored.countryOfCitizenship),
    gender: text(stored.gender),
    race: text(stored.race),
    eyeColor: text(stored.eyeColor),
    hairColor: text(stored.hairColor),
    heightFeet: height ? String(height.feet) : '',
    heightInches: height ? String(height.inches) : '',
    weight: text(stored.weight),
    email: text(stored.email),
    confirmEmail: text(stored.confirmEmail ?? stored.email),
    contactNumber: text(stored.contactNumber),
    addressLine1: text(stored.addressLine1),
    addressLine2: text(stored.addressLine2),
    city: text(stored.city),
    state: text(stored.state),
    zipCode: text(stored.zipCode),
    reason: text(stored.reason),
    remarks: text(stored.remarks),
  };
}

/**
 * The applicant request of a validated form (spec §5): the optional identity fields always sent once complete,
 * height in the EBTS HGT form, a US citizen's citizenship US, codes upper-cased as EBTS writes them.
 */
export function applicantRequest(values: ApplicantFormValues, options: { complete: boolean }) {
  const { heightFeet, heightInches, weight, email, confirmEmail, countryOfCitizenship, ...rest } = values;
  const shaped = shapeApplicantPayload(
    {
      ...rest,
      placeOfBirth: rest.placeOfBirth.toUpperCase(),
      countryOfCitizenship: rest.residentStatus === US_CITIZEN ? 'US' : countryOfCitizenship.toUpperCase(),
    },
    options,
  );
  return {
    ...shaped,
    height:
      heightFeet && heightInches !== ''
        ? toEbtsHeight({ feet: Number(heightFeet), inches: Number(heightInches) })
        : null,
    weight: weight.trim() === '' ? null : Number(weight),
    email: email === '' ? null : email,
    confirmEmail: confirmEmail === '' ? null : confirmEmail,
  };
}
