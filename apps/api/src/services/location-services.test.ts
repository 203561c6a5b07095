import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locationServices, partnerServices, partners } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { auditEntries } from '../test/audit-entries';

let notaryId = '';
let ihsId = '';

const { t, s } = useDemoTestApp(async () => {
  const rows = await t.database.db.select().from(partnerServices);
  notaryId = rows.find((row) => row.displayName === 'Notary appointment')?.id ?? '';
  ihsId = rows.find((row) => row.displayName === 'FBI Identity History Summary')?.id ?? '';
});

const rowsAt = async (locationId: string) =>
  t.database.db.select().from(locationServices).where(eq(locationServices.locationId, locationId));

describe('location services', () => {
  it("lists what the session's location offers, with the location's own rate", async () => {
    const all = await call(t.app, s.location, 'POST', '/partner/v1/locations/services/search/all', {});
    expect(all.statusCode, all.body).toBe(200);
    const byName = Object.fromEntries(
      all.json().data.map((row: { displayName: string; rate: number | null }) => [row.displayName, row.rate]),
    );
    expect(byName).toEqual({
      'FBI Background Check (channeler)': 54.5,
      'FBI Identity History Summary': null,
      'FD-258 Fingerprint Card': null,
      'Retake after an FBI reject': null,
    });
    const page = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services/search', {
      locationId: s.airportId,
    });
    expect(page.json()).toMatchObject({
      totalRecords: 1,
      data: [{ displayName: 'FBI Identity History Summary', rate: 64.95 }],
    });
  });

  it('a location user enables a partner service and overrides its rate (upsert, one row)', async () => {
    const enabled = await call(t.app, s.location, 'POST', '/partner/v1/locations/services', {
      locationId: s.downtownId,
      partnerServiceId: notaryId,
      active: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const id = enabled.json().data.id;
    const again = await call(t.app, s.location, 'POST', '/partner/v1/locations/services', {
      locationId: s.downtownId,
      partnerServiceId: notaryId,
      rate: 12.5,
      active: true,
    });
    expect(again.json().data).toMatchObject({ id, rate: 12.5, displayName: 'Notary appointment' });
    expect((await rowsAt(s.downtownId)).filter((row) => row.partnerServiceId === notaryId)).toHaveLength(1);
    const detail = await call(t.app, s.location, 'GET', `/partner/v1/locations/services/${id}`);
    expect(detail.json().data).toEqual(again.json().data);
    const off = await call(t.app, s.location, 'PUT', `/partner/v1/locations/services/${id}`, {
      locationId: s.downtownId,
      partnerServiceId: notaryId,
      rate: 12.5,
      active: false,
    });
    expect(off.json().data.active).toBe(false);
    const selectable = await call(
      t.app,
      s.location,
      'GET',
      '/partner/v1/locations/services/selectable-infos',
    );
    expect(selectable.json().data.map((row: { title: string }) => row.title)).not.toContain(
      'Notary appointment',
    );
  });

  it('two concurrent saves of the same pair make one row', async () => {
    const save = (rate: number) =>
      call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
        locationId: s.airportId,
        partnerServiceId: notaryId,
        rate,
        active: true,
      });
    const results = await Promise.all([save(1), save(2), save(3)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await rowsAt(s.airportId)).filter((row) => row.partnerServiceId === notaryId)).toHaveLength(1);
  });

  it('keeps a location session to its own location, and a partner to its own locations', async () => {
    const other = await call(t.app, s.location, 'POST', '/partner/v1/locations/services', {
      locationId: s.airportId,
      partnerServiceId: ihsId,
      active: true,
    });
    expect(other.statusCode).toBe(404);
    const foreign = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
      locationId: s.foreignLocationId,
      partnerServiceId: ihsId,
      active: true,
    });
    expect(foreign.statusCode).toBe(404);
    const airportRow = (await rowsAt(s.airportId))[0];
    const read = await call(t.app, s.location, 'GET', `/partner/v1/locations/services/${airportRow?.id}`);
    expect(read.statusCode).toBe(404);
  });

  it('refuses a negative rate and a deleted or foreign service, writing nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(locationServices))[0]?.n;
    const before = await count();
    const negative = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
      locationId: s.downtownId,
      partnerServiceId: ihsId,
      rate: -5,
      active: true,
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/^rate /);
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreignService] = await t.database.db
      .insert(partnerServices)
      .values({ partnerId: globex?.id ?? '', displayName: 'Globex', serviceType: 'BIOMETRIC', rate: 1 })
      .returning();
    const foreign = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
      locationId: s.downtownId,
      partnerServiceId: foreignService?.id,
      active: true,
    });
    expectRefusal(foreign, 404, 'Service not found');
    expect(await count()).toBe(before);
  });

  it('refuses to offer a deleted service, and an inactive one switched on, naming the field', async () => {
    const partnerId =
      (await t.database.db.select().from(partners).where(eq(partners.code, 'acme')))[0]?.id ?? '';
    const [deleted, inactive] = await t.database.db
      .insert(partnerServices)
      .values([
        { partnerId, displayName: 'Retired product', serviceType: 'BIOMETRIC', rate: 9, deleted: true },
        { partnerId, displayName: 'Paused product', serviceType: 'BIOMETRIC', rate: 9, active: false },
      ])
      .returning();
    const offer = (partnerServiceId: string | undefined, active: boolean) =>
      call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
        locationId: s.downtownId,
        partnerServiceId,
        active,
      });
    expectRefusal(await offer(deleted?.id, true), 400, 'partnerServiceId names a deleted service');
    expectRefusal(await offer(deleted?.id, false), 400, 'partnerServiceId names a deleted service');
    expectRefusal(await offer(inactive?.id, true), 400, 'partnerServiceId names an inactive service');
    // Listed but switched off until the partner service is active again.
    const listedOff = await offer(inactive?.id, false);
    expect(listedOff.statusCode, listedOff.body).toBe(200);
    expect(listedOff.json().data).toMatchObject({ active: false, displayName: 'Paused product' });
    // A row the location already has stays changeable (its rate) while its service is inactive.
    const rate = await call(
      t.app,
      s.partner,
      'PUT',
      `/partner/v1/locations/services/${listedOff.json().data.id}`,
      {
        locationId: s.downtownId,
        partnerServiceId: inactive?.id,
        rate: 7,
        active: true,
      },
    );
    expect(rate.statusCode, rate.body).toBe(200);
    expect(rate.json()).toMatchObject({
      message: 'Location service updated successfully',
      data: { rate: 7 },
    });
  });

  it("answers 404 for an unknown row to a read and to a change, and for a location not the partner's", async () => {
    const missing = '00000000-0000-4000-8000-00000000c001';
    expectRefusal(
      await call(t.app, s.partner, 'GET', `/partner/v1/locations/services/${missing}`),
      404,
      'Location service not found',
    );
    const body = { locationId: s.downtownId, partnerServiceId: ihsId, active: true };
    expectRefusal(
      await call(t.app, s.partner, 'PUT', `/partner/v1/locations/services/${missing}`, body),
      404,
      'Location service not found',
    );
    expectRefusal(
      await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', { ...body, id: missing }),
      404,
      'Location service not found',
    );
    expectRefusal(
      await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
        ...body,
        locationId: missing,
      }),
      404,
      'Location not found',
    );
  });

  it('changes the row its id names and audits the save with the row before and after', async () => {
    const first = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
      locationId: s.downtownId,
      partnerServiceId: ihsId,
      rate: 40,
      active: true,
    });
    expect(first.json().message).toBe('Location service saved successfully');
    const id = first.json().data.id;
    const byId = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services', {
      id,
      locationId: s.downtownId,
      partnerServiceId: ihsId,
      rate: 45,
      active: true,
    });
    expect(byId.json().data).toMatchObject({ id, rate: 45 });
    const [saved] = await auditEntries(t.database.db, 'LOCATION_SERVICE_SAVED', id);
    expect(saved?.partnerId).not.toBeNull();
    expect(saved?.details.before).toMatchObject({ id, rate: 40 });
    expect(saved?.details.after).toMatchObject({ id, rate: 45 });
  });

  it('finds the location services whose name holds the words searched for', async () => {
    const found = await call(t.app, s.location, 'POST', '/partner/v1/locations/services/search', {
      searchParameter: 'fingerprint',
    });
    expect(found.statusCode, found.body).toBe(200);
    // The card of spec §9: the FD-258 Fingerprint Card; the FBI checks' names do not hold the word.
    const names = found.json().data.map((row: { displayName: string }) => row.displayName);
    expect(names).toEqual(['FD-258 Fingerprint Card']);
  });

  it('sorts the location services by name in the direction asked for', async () => {
    const names = async (sortOrder: 'ASC' | 'DESC') =>
      (
        await call(t.app, s.location, 'POST', '/partner/v1/locations/services/search', {
          sortField: 'displayName',
          sortOrder,
        })
      )
        .json()
        .data.map((row: { displayName: string }) => row.displayName);
    const ascending = await names('ASC');
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toEqual([...ascending].sort((a: string, b: string) => a.localeCompare(b)));
    expect(await names('DESC')).toEqual([...ascending].reverse());
  });
});
