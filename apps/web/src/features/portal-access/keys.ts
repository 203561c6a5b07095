export const portalAccessKeys = {
  all: ['portal-access'] as const,
  access: () => [...portalAccessKeys.all, 'access'] as const,
};
