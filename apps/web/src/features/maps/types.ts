/** A map pin: where a location is. */
export interface Pin {
  latitude: number;
  longitude: number;
}

/** Roughly the middle of the United States, shown before a pin is set. */
export const DEFAULT_CENTER: [longitude: number, latitude: number] = [-98.5795, 39.8283];
export const DEFAULT_ZOOM = 3;
export const PIN_ZOOM = 14;

/** The pin from the form's typed coordinates, or null while they are not a valid place. */
export function pinOf(latitude: string, longitude: string): Pin | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
    ? { latitude: lat, longitude: lng }
    : null;
}

/** Six decimals: about 10 cm, plenty for a storefront. */
export const coordinate = (value: number) => String(Math.round(value * 1e6) / 1e6);

export interface PinMapProps {
  styleUrl: string | null;
  pin: Pin | null;
  /** Absent: a read-only map (location detail). */
  onChange?(pin: Pin): void;
  label: string;
  height?: number;
}

export interface LocationsMapProps {
  styleUrl: string | null;
  places: readonly { id: string; title: string; latitude: number; longitude: number }[];
  onOpen(id: string): void;
  height?: number;
}
