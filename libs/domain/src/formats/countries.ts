export interface CodeListEntry {
  id: number | string;
  code: string;
  data: string;
  active: boolean;
}

/** Codes left out of the country-of-birth and citizenship pickers (the US has its own state list). */
export const EXCLUDED_COUNTRY_CODES: readonly string[] = ['US', 'MM', 'CD'];

export function selectableCountries<T extends Pick<CodeListEntry, 'code'>>(countries: readonly T[]): T[] {
  return countries.filter((country) => !EXCLUDED_COUNTRY_CODES.includes(country.code.toUpperCase()));
}
