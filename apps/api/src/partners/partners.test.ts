import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, partners } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { multipartPayload, TINY_ICO, TINY_PNG } from '../test/multipart-payload';
import {
  authHeaders,
  enterFirstPartner,
  type Session,
  signInPortal,
  signInSystem,
  xsrfOf,
} from '../test/sessions';
import { expectRefusal } from '../test/answers';

let t: AuthTestApp;
let admin: Session;

useAuthTestApp(async (app) => {
  t = app;
  admin = await signInSystem(t.app);
});

function partnerData(overrides: Record<string, unknown> = {}) {
  return {
    code: 'north-star',
    legalName: 'North Star Live Scan Inc.',
    timeZone: 'America/Chicago',
    email: 'office@northstar.test',
    active: true,
    addresses: [
      {
        state: 'IL',
        city: 'Chicago',
        addressLineOne: '233 S Wacker Dr',
        addressLineTwo: null,
        zipCode: '60606',
        map: { latitude: 41.8789, longitude: -87.6359 },
      },
    ],
    contactPersons: [
      { firstName: 'Nora', lastName: 'Star', phone: '3125550100', email: 'nora@northstar.test' },
    ],
    ...overrides,
  };
}

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, unknown>) {
  const { payload, headers } = multipartPayload(parts);
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...authHeaders(admin) },
  });
  if (response.headers['x-xsrf-token']) admin = { ...admin, xsrf: xsrfOf(response) };
  return response;
}

async function search(body: Record<string, unknown>) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/system/v1/partner/search',
    headers: authHeaders(admin),
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { code: string; legalName: string }[]; totalRecords: number }>();
}

const counts = async () => {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partners);
  const [f] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return { partners: p?.n, files: f?.n };
};

describe('partners (system area)', () => {
  it('creates a partner with a logo and favicon; the logo is public and the sign-in branding shows it', async () => {
    const response = await send('POST', '/system/v1/partner', {
      data: partnerData(),
      companyLogo: { filename: 'logo.png', contentType: 'image/png', bytes: TINY_PNG },
      favicon: { filename: 'favicon.ico', contentType: 'image/vnd.microsoft.icon', bytes: TINY_ICO },
    });
    expect(response.statusCode, response.body).toBe(200);
    const partner = response.json().data;
    expect(partner).toMatchObject({ ...partnerData(), id: expect.any(String) });
    expect(partner.companyLogo).toMatch(/^\/system\/v1\/files\/[0-9a-f-]{36}$/);

    const logo = await t.app.inject({ method: 'GET', url: partner.companyLogo });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(TINY_PNG)).toBe(true);
    const favicon = await t.app.inject({ method: 'GET', url: partner.favicon });
    expect(favicon.headers['content-type']).toBe('image/x-icon');

    const branding = await t.app.inject({ method: 'GET', url: `/system/v1/partner/${partner.id}/images` });
    expect(branding.json().data).toMatchObject({ code: 'north-star', companyLogo: partner.companyLogo });
  });

  it('refuses a logo whose bytes are not PNG or JPEG, whatever it claims, and writes nothing', async () => {
    const before = await counts();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await send('POST', '/system/v1/partner', {
      data: partnerData({ code: 'svg-co' }),
      companyLogo: { filename: 'logo.png', contentType: 'image/png', bytes: svg },
    });
    expectRefusal(response, 400, 'companyLogo must be a PNG or JPEG image');
    expect(await counts()).toEqual(before);
    expect((await search({ searchParameter: 'svg-co' })).totalRecords).toBe(0);
  });

  it('refuses a logo over 2 MB and writes nothing, not even the other file', async () => {
    const before = await counts();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await send('POST', '/system/v1/partner', {
      data: partnerData({ code: 'big-logo' }),
      favicon: { filename: 'f.ico', contentType: 'image/x-icon', bytes: TINY_ICO },
      companyLogo: { filename: 'logo.png', contentType: 'image/png', bytes: big },
    });
    expectRefusal(response, 400, 'companyLogo must be at most 2 MB');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 naming the field for bad data, NUL characters and unknown parts', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ data: partnerData({ code: 'has/slash' }) }, 'data.code'],
      [{ data: partnerData({ code: 'nul-co', legalName: 'Bad\u0000Name' }) }, 'data.legalName'],
      [{ data: partnerData({ code: 'tz-co', timeZone: 'EST' }) }, 'timeZone'],
      [{ data: partnerData({ code: 'mail-co', email: 'not-an-email' }) }, 'data.email'],
      [{ data: partnerData({ code: 'no-name', legalName: undefined }) }, 'data.legalName'],
      [{ data: '{not json' }, 'data'],
      [
        {
          data: partnerData({ code: 'extra' }),
          resume: { filename: 'x.png', contentType: 'image/png', bytes: TINY_PNG },
        },
        'resume',
      ],
      [{ companyLogo: { filename: 'x.png', contentType: 'image/png', bytes: TINY_PNG } }, 'data'],
    ];
    const before = await counts();
    for (const [parts, field] of cases) {
      const response = await send('POST', '/system/v1/partner', parts);
      expect(response.statusCode, JSON.stringify(parts).slice(0, 80)).toBe(400);
      expect(response.json().message.startsWith(field), response.json().message).toBe(true);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps codes unique regardless of case', async () => {
    const response = await send('POST', '/system/v1/partner', { data: partnerData({ code: 'ACME' }) });
    expectRefusal(response, 400, 'code is already used by another partner');
  });

  it('searches by text with paging and sorting', async () => {
    await send('POST', '/system/v1/partner', {
      data: partnerData({ code: 'zeta', legalName: 'Zeta Prints', email: 'hello@zeta.test' }),
    });
    const all = await search({ sortField: 'legalName', sortOrder: 'ASC', pageSize: 100 });
    const names = all.data.map((p) => p.legalName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const desc = await search({ sortField: 'legalName', sortOrder: 'DESC', pageSize: 1, pageNumber: 1 });
    expect(desc.data[0]?.legalName).toBe('Zeta Prints');
    expect(desc.totalRecords).toBe(all.totalRecords);
    const found = await search({ searchParameter: 'north' });
    expect(found.data.map((p) => p.code)).toEqual(['north-star']);
    expect((await search({ searchParameter: '%' })).totalRecords).toBe(0);
  });

  it('modifies a partner and keeps its logo when no new one is sent; unknown ids answer 404', async () => {
    const [north] = (await search({ searchParameter: 'north-star' })).data as unknown as {
      id: string;
      companyLogo: string;
    }[];
    const response = await send('PUT', `/system/v1/partner/${north?.id}`, {
      data: partnerData({ legalName: 'North Star Biometrics' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      legalName: 'North Star Biometrics',
      companyLogo: north?.companyLogo,
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/system/v1/partner/${north?.id}`,
      headers: authHeaders(admin),
    });
    expect(detail.json().data.legalName).toBe('North Star Biometrics');
    for (const id of ['00000000-0000-4000-8000-000000000000', '11111111-1111-4111-8111-111111111111']) {
      const missing = await send('PUT', `/system/v1/partner/${id}`, { data: partnerData({ code: 'ghost' }) });
      expect(missing.statusCode).toBe(404);
      const get = await t.app.inject({
        method: 'GET',
        url: `/system/v1/partner/${id}`,
        headers: authHeaders(admin),
      });
      expect(get.statusCode).toBe(404);
    }
  });

  it("sets the booking pages' accent colour and terms, keeps them when an update leaves them out, and the public pages show them", async () => {
    const [north] = (await search({ searchParameter: 'north-star' })).data as unknown as { id: string }[];
    const url = `/system/v1/partner/${north?.id}`;
    const set = await send('PUT', url, {
      data: partnerData({
        accentColor: '#0B5CAD',
        bookingTerms: '  Fees are final once prints are taken.  ',
      }),
    });
    expect(set.statusCode).toBe(200);
    // Stored lower-case and trimmed: what the pages compare and show.
    expect(set.json().data).toMatchObject({
      accentColor: '#0b5cad',
      bookingTerms: 'Fees are final once prints are taken.',
    });
    const kept = await send('PUT', url, { data: partnerData() });
    expect(kept.json().data).toMatchObject({
      accentColor: '#0b5cad',
      bookingTerms: 'Fees are final once prints are taken.',
    });
    const page = await t.app.inject({ method: 'GET', url: '/public/v1/book/north-star/locations' });
    expect(page.statusCode).toBe(200);
    expect(page.json().data.partner).toMatchObject({
      accentColor: '#0b5cad',
      terms: 'Fees are final once prints are taken.',
    });
    const bad = await send('PUT', url, { data: partnerData({ accentColor: 'green' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('accentColor');
    const pale = await send('PUT', url, { data: partnerData({ accentColor: '#ffd43b' }) });
    expect(pale.statusCode).toBe(400);
    expect(pale.json().message).toMatch(
      /^accentColor: Accent colour must contrast at least 4.5:1 with white/,
    );
    const cleared = await send('PUT', url, { data: partnerData({ accentColor: null, bookingTerms: ' ' }) });
    expect(cleared.json().data).toMatchObject({ accentColor: null, bookingTerms: null });
    expect(
      (await t.app.inject({ method: 'GET', url: '/public/v1/book/north-star/locations' })).json().data
        .partner,
    ).toMatchObject({ accentColor: null, terms: null });
  });

  it('ends the partner sessions of its users when a partner is deactivated', async () => {
    const { partner: session, partnerId } = await enterFirstPartner(t.app);
    const roles = () =>
      t.app.inject({ method: 'GET', url: '/partner/v1/roles', headers: authHeaders(session) });
    expect((await roles()).statusCode).toBe(200);

    const acme = (
      await t.app.inject({
        method: 'GET',
        url: `/system/v1/partner/${partnerId}`,
        headers: authHeaders(admin),
      })
    ).json().data;
    const { id: _id, companyLogo: _logo, favicon: _favicon, ...input } = acme;
    const off = await send('PUT', `/system/v1/partner/${partnerId}`, { data: { ...input, active: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect((await roles()).statusCode).toBe(401);
    // Its logo stays reachable for nobody's harm, but its branded sign-in page is gone.
    const branding = await t.app.inject({ method: 'GET', url: `/system/v1/partner/${partnerId}/images` });
    expect(branding.statusCode).toBe(404);
    await send('PUT', `/system/v1/partner/${partnerId}`, { data: { ...input, active: true } });
  });

  it('is the system area only: a user-portal token cannot search partners', async () => {
    const portal = await signInPortal(t.app, DEMO_USERS.partnerAdmin);
    const response = await t.app.inject({
      method: 'POST',
      url: '/system/v1/partner/search',
      headers: authHeaders(portal),
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });
});
