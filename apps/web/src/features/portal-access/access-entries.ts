import type { Schemas } from '@ridgeline/backend-client';
import type { LocationSummary, PortalRef } from '../session/session-types';

export interface AccessEntry {
  ref: PortalRef;
  partnerId: string;
  locationId: string | null;
  title: string;
  subtitle: string;
  logo: string | null;
  location?: LocationSummary;
}

/** The access maps as two lists to click through; codes fall back to ids when the server sends none. */
export function accessEntries(access: Schemas['UserAccess']): {
  partners: AccessEntry[];
  locations: AccessEntry[];
} {
  const partners = Object.entries(access.partners).map(([id, partner]): AccessEntry => ({
    ref: { kind: 'partner', code: partner.code ?? id },
    partnerId: id,
    locationId: null,
    title: partner.legalName ?? partner.code ?? id,
    subtitle: partner.code ?? '',
    logo: partner.companyLogo,
  }));
  const locations = Object.entries(access.locations).map(([id, location]): AccessEntry => {
    const partner = location.partnerId ? access.partners[location.partnerId] : undefined;
    return {
      ref: { kind: 'location', code: location.code ?? id },
      partnerId: location.partnerId ?? '',
      locationId: id,
      title: location.name,
      subtitle: [location.address.addressLineOne, location.address.city].filter(Boolean).join(', '),
      logo: location.companyLogo ?? partner?.companyLogo ?? null,
      location: {
        name: location.name,
        addressLineOne: location.address.addressLineOne,
        city: location.address.city,
      },
    };
  });
  const byTitle = (a: AccessEntry, b: AccessEntry) => a.title.localeCompare(b.title);
  return { partners: partners.sort(byTitle), locations: locations.sort(byTitle) };
}
