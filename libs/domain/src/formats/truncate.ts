export const TRUNCATE_LIMITS = { locationName: 20, address: 20, city: 15 } as const;

/** Cuts text to `max` characters and marks the cut with an ellipsis; the full text belongs in a tooltip. */
export function truncate(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length > max ? `${characters.slice(0, max).join('')}...` : text;
}

export interface LocationBoxSource {
  name: string;
  addressLineOne?: string | null;
  city?: string | null;
}

export interface LocationBoxText {
  name: string;
  address: string;
  city: string;
  /** Full address and city for the tooltip. */
  tooltip: string;
}

export function locationBoxText(location: LocationBoxSource): LocationBoxText {
  const address = location.addressLineOne ?? '';
  const city = location.city ?? '';
  return {
    name: truncate(location.name, TRUNCATE_LIMITS.locationName),
    address: truncate(address, TRUNCATE_LIMITS.address),
    city: truncate(city, TRUNCATE_LIMITS.city),
    tooltip: [address, city].filter((part) => part !== '').join(', '),
  };
}
