/**
 * Issue 25: a filter naming an id the caller cannot see (another partner's location or the other partner itself)
 * answers exactly as for an id that does not exist, never with the caller's own unfiltered rows.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, partners } from '../db/schema';
import { SECOND_PARTNER_CODE } from '../seed/second-partner';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, enterFirstPartner, type Session } from '../test/sessions';

let t: AuthTestApp;
let partner: Session;
let birchPartnerId: string;
let birchLocationId: string;

useAuthTestApp(async (app) => {
  t = app;
  ({ partner } = await enterFirstPartner(t.app));
  const [birch] = await t.database.db.select().from(partners).where(eq(partners.code, SECOND_PARTNER_CODE));
  birchPartnerId = birch!.id;
  const [loop] = await t.database.db.select().from(locations).where(eq(locations.partnerId, birchPartnerId));
  birchLocationId = loop!.id;
});

type Probe = [
  label: string,
  method: 'GET' | 'POST',
  url: (id: string) => string,
  body?: (id: string) => object,
];

const PROBES: Probe[] = [
  [
    'users of a location',
    'POST',
    () => '/partner/v1/users/search',
    (id) => ({ entityId: id, entityType: 'location' }),
  ],
  [
    'users of a partner',
    'POST',
    () => '/partner/v1/users/search',
    (id) => ({ entityId: id, entityType: 'partner' }),
  ],
  [
    'invitations of a partner',
    'POST',
    () => '/partner/v1/users/search/invited-users',
    (id) => ({ entityId: id, entityType: 'partner' }),
  ],
  [
    'invitations of a location',
    'POST',
    () => '/partner/v1/users/search/invited-users',
    (id) => ({ entityId: id, entityType: 'location' }),
  ],
  [
    'appointments of a location',
    'POST',
    () => '/partner/v1/appointments/search',
    (id) => ({ locationId: id }),
  ],
  ['biometrics of a location', 'POST', () => '/partner/v1/biometrics/search', (id) => ({ locationId: id })],
  ['biometrics of locations', 'POST', () => '/partner/v1/biometrics/search', (id) => ({ locationIds: [id] })],
  [
    'appointment report of a location',
    'POST',
    () => '/partner/v1/reports/appointment/search',
    (id) => ({ startDate: '2000-01-01', endDate: '2100-12-31', locations: [id] }),
  ],
  ['slots of a location', 'GET', (id) => `/partner/v1/appointments/slots?locationId=${id}`],
];

describe('a filter naming an id of another tenant answers as for an id that does not exist', () => {
  for (const [label, method, url, body] of PROBES) {
    for (const unseen of ['location', 'partner'] as const) {
      it(`${label}: the other partner's ${unseen}`, async () => {
        const send = (id: string) =>
          t.app.inject({
            method,
            url: url(id),
            headers: authHeaders(partner),
            ...(body ? { payload: body(id) } : {}),
          });
        const unseenId = unseen === 'location' ? birchLocationId : birchPartnerId;
        const other = await send(unseenId);
        const missing = await send(randomUUID());
        expect(other.statusCode).toBe(missing.statusCode);
        expect(other.json()).toEqual(missing.json());
        // A list filtered by an id that names nothing is empty, not the caller's unfiltered rows.
        const answer = missing.json<{ totalRecords?: number; data?: { totalRecords?: number } }>();
        const total = answer.totalRecords ?? answer.data?.totalRecords;
        if (missing.statusCode === 200 && total !== undefined) expect(total).toBe(0);
      });
    }
  }
});

it('answered every call above in the shape the contract gives', () => {
  expect(t.contractMismatches).toEqual([]);
});
