export const COURIERS = ['UPS', 'FED_EX', 'DHL', 'USPS', 'AMAZON_LOGISTICS', 'OTHERS'] as const;
export type Courier = (typeof COURIERS)[number];

export interface CourierOption {
  value: Courier;
  label: string;
  /** `{trackingNumber}` is replaced by the encoded tracking number; null when the courier has no public page. */
  trackingLinkTemplate: string | null;
}

export const COURIER_OPTIONS: readonly CourierOption[] = [
  { value: 'UPS', label: 'UPS', trackingLinkTemplate: 'https://www.ups.com/track?tracknum={trackingNumber}' },
  {
    value: 'FED_EX',
    label: 'FedEx',
    trackingLinkTemplate: 'https://www.fedex.com/fedextrack/?trknbr={trackingNumber}',
  },
  {
    value: 'DHL',
    label: 'DHL',
    trackingLinkTemplate: 'https://www.dhl.com/us-en/home/tracking.html?tracking-id={trackingNumber}',
  },
  {
    value: 'USPS',
    label: 'USPS',
    trackingLinkTemplate: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNumber}',
  },
  {
    value: 'AMAZON_LOGISTICS',
    label: 'Amazon Logistics',
    trackingLinkTemplate: 'https://track.amazon.com/tracking/{trackingNumber}',
  },
  { value: 'OTHERS', label: 'Others', trackingLinkTemplate: null },
];

export function isCourier(value: unknown): value is Courier {
  return typeof value === 'string' && (COURIERS as readonly string[]).includes(value);
}

/** The courier's tracking page for a number; null for Others, an unknown courier or a blank number. */
export function courierTrackingLink(
  courier: string | null | undefined,
  trackingNumber: string,
): string | null {
  const template = COURIER_OPTIONS.find((option) => option.value === courier)?.trackingLinkTemplate;
  const number = trackingNumber.trim();
  if (!template || number === '') return null;
  return template.replace('{trackingNumber}', encodeURIComponent(number));
}
