import { PRODUCT_CODES } from '../statuses/options';

export type Citizenship = 'US_CITIZEN' | 'LAWFUL_PERMANENT_RESIDENT' | 'OTHER';

export interface CitizenshipChoice {
  value: Citizenship;
  label: string;
}

export const CITIZENSHIP_CHOICES: readonly CitizenshipChoice[] = [
  { value: 'US_CITIZEN', label: 'US Citizen' },
  { value: 'LAWFUL_PERMANENT_RESIDENT', label: 'Lawful Permanent Resident' },
  { value: 'OTHER', label: 'Other' },
];

const FBI_BACKGROUND_CHECKS: readonly string[] = Object.values(PRODUCT_CODES);

/** The FBI background-check products accept only US citizens and lawful permanent residents. */
export function isOtherCitizenshipAllowed(productCode: string | null | undefined): boolean {
  return !FBI_BACKGROUND_CHECKS.includes(productCode ?? '');
}

export function citizenshipChoices(productCode: string | null | undefined): CitizenshipChoice[] {
  const allowOther = isOtherCitizenshipAllowed(productCode);
  return CITIZENSHIP_CHOICES.filter((choice) => allowOther || choice.value !== 'OTHER');
}
