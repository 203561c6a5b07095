import type { Schemas } from '@ridgeline/backend-client';
import type { PermissionSet } from '@ridgeline/domain';

export type PortalKind = 'partner' | 'location';

/** Where a partner session is stored: partner and location codes live in separate namespaces. */
export interface PortalRef {
  kind: PortalKind;
  code: string;
}

export interface AreaSession {
  token: string;
  user: Schemas['SignedInUser'];
}

/** What the location box of the header shows. */
export interface LocationSummary {
  name: string;
  addressLineOne: string;
  city: string;
}

export type PartnerSession = Schemas['UserSession'] & {
  permissions: PermissionSet;
  location?: LocationSummary;
};

export type SessionArea = 'system' | 'userPortal';
