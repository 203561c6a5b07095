export const portalAccessKeys = {
  all: ['portal-access'] as const,
  access: () => [...portalAccessKeys.all, 'access'] as const,
  branding: (partnerId: string, locationId?: string) =>
    [...portalAccessKeys.all, 'branding', partnerId, locationId ?? null] as const,
};
