import type { AreaSession, PartnerSession } from './session-types';

// Test data only: a signed-in user as the contract sends it (every property is required there).
export const signedInUser = (fields: Partial<AreaSession['user']> = {}): AreaSession['user'] => ({
  id: 'u0',
  fullName: 'Uma User',
  email: 'uma@ridgeline.test',
  companyLogo: null,
  favicon: null,
  enforcePasswordChange: false,
  ...fields,
});

/** A partner session user as the contract sends it, with the fields a test cares about. */
export const partnerSessionUser = (
  fields: Pick<PartnerSession, 'id' | 'fullName' | 'partnerId' | 'token' | 'permissions'> &
    Partial<PartnerSession>,
): PartnerSession => ({
  accessCode: 'acme',
  partnerLegalName: 'Acme Fingerprinting LLC',
  companyLogo: null,
  favicon: null,
  enforcePasswordChange: false,
  locationId: null,
  ...fields,
});
