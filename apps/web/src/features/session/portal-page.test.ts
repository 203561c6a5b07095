import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { portalHref, portalLoader, portalOf } from './portal-page';

describe('the portal of a page, from its path params', () => {
  it('is the partner of /partner/$partnerCode/… and the location of /location/$locationCode/…', () => {
    expect(portalOf({ partnerCode: 'ACME' })).toEqual({ kind: 'partner', code: 'ACME' });
    expect(portalOf({ locationCode: 'ACME-DT' })).toEqual({ kind: 'location', code: 'ACME-DT' });
  });

  it("is the location on a location's branded sign-in path, which names the partner too", () => {
    expect(portalOf({ partnerCode: 'ACME', locationCode: 'ACME-DT' })).toEqual({
      kind: 'location',
      code: 'ACME-DT',
    });
  });

  it('is refused outside the portals', () => {
    expect(() => portalOf({})).toThrow(/not inside a partner or location portal/);
  });

  it('names a page inside the portal, with the code encoded as one path segment', () => {
    expect(portalHref({ kind: 'partner', code: 'A B' }, 'companies/detail/42')).toEqual({
      href: '/partner/A%20B/companies/detail/42',
    });
    expect(portalHref({ kind: 'location', code: 'ACME-DT' }, 'errors/403')).toEqual({
      href: '/location/ACME-DT/errors/403',
    });
  });

  it("hands a page's loader the portal and the params of the route's path", async () => {
    const seen: unknown[] = [];
    const load = portalLoader(async (_client, portal, params: { companyId: string }) => {
      seen.push(portal, params.companyId);
      return 'loaded';
    });
    const queryClient = new QueryClient();
    await expect(
      load({ context: { queryClient }, params: { partnerCode: 'ACME', companyId: 'c1' } }),
    ).resolves.toBe('loaded');
    expect(seen).toEqual([{ kind: 'partner', code: 'ACME' }, 'c1']);
  });
});
