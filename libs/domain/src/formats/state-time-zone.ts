/**
 * The IANA zone of a US state or territory that lies wholly in one zone of the tz database; null for a state split
 * between zones (Florida's panhandle, El Paso, Indiana's and Kentucky's counties, Arizona's Navajo Nation, ...),
 * where only the map pin can tell (issue 27, item 9). Keyed by USPS code.
 */
const SINGLE_ZONE_STATES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      'CT',
      'DE',
      'DC',
      'GA',
      'ME',
      'MD',
      'MA',
      'NH',
      'NJ',
      'NY',
      'NC',
      'OH',
      'PA',
      'RI',
      'SC',
      'VT',
      'VA',
      'WV',
    ].map((state) => [state, 'America/New_York']),
  ),
  ...Object.fromEntries(
    ['AL', 'AR', 'IL', 'IA', 'LA', 'MN', 'MS', 'MO', 'OK', 'WI'].map((state) => [state, 'America/Chicago']),
  ),
  ...Object.fromEntries(['CO', 'MT', 'NM', 'UT', 'WY'].map((state) => [state, 'America/Denver'])),
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  HI: 'Pacific/Honolulu',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  MP: 'Pacific/Saipan',
  AS: 'Pacific/Pago_Pago',
};

export function stateTimeZone(state: string | null | undefined): string | null {
  return SINGLE_ZONE_STATES[(state ?? '').trim().toUpperCase()] ?? null;
}
