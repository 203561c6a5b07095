import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oris, partnerServices, partners, services } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { auditEntries } from '../test/audit-entries';

let fbiId = '';
let fbi1Id = '';

const { t, s } = useDemoTestApp(async () => {
  const rows = await t.database.db.select().from(services);
  fbiId = rows.find((row) => row.productCode === 'FBIBGCHECK')?.id ?? '';
  fbi1Id = rows.find((row) => row.productCode === 'FBIBGCHECK1')?.id ?? '';
});

const ori = (overrides: Record<string, unknown> = {}) => ({
  oriNumber: 'TX0000000',
  title: 'Texas DPS',
  oriType: 'ORI',
  serviceIds: [fbiId],
  requiresPhotograph: true,
  active: true,
  ...overrides,
});
const count = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(oris))[0]?.n;

describe('ORIs (system area)', () => {
  let id = '';

  it('creates an ORI (stored upper-case), reads, modifies and searches it', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: 'tx0000000' }));
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().data.id;
    expect(created.json().data).toEqual({ ...ori(), id });
    const updated = await call(
      t.app,
      s.system,
      'PUT',
      `/system/v1/ori/${id}`,
      ori({ serviceIds: [fbiId, fbi1Id] }),
    );
    expect(updated.json().data.serviceIds.sort()).toEqual([fbiId, fbi1Id].sort());
    const detail = await call(t.app, s.system, 'GET', `/system/v1/ori/${id}`);
    expect(detail.json().data).toEqual(updated.json().data);
    const search = await call(t.app, s.system, 'POST', '/system/v1/ori/search', { searchParameter: 'texas' });
    expect(search.json()).toMatchObject({
      totalRecords: 1,
      data: [{ oriNumber: 'TX0000000', requiresPhotograph: true }],
    });
  });

  it('answers a malformed ORI with the exact message and writes nothing', async () => {
    const before = await count();
    for (const bad of ['TX000000', 'TX00000000', '1X0000000', 'QQ0000000', 'TX-000000']) {
      const response = await call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: bad }));
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().message).toBe(
        'oriNumber must be 9 characters: a two-letter state or country code followed by 7 letters or digits',
      );
    }
    expect(await count()).toBe(before);
  });

  it('refuses a duplicate ORI (any case), an unknown type and an unknown service', async () => {
    const before = await count();
    const duplicate = await call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: 'ca0349500' }));
    expectRefusal(duplicate, 400, 'oriNumber is already used by another ORI');
    const type = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'NY0000000', oriType: 'X' }),
    );
    expect(type.json().message).toBe('oriType must be one of ORI, CRI');
    const service = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'NY0000000', serviceIds: ['00000000-0000-4000-8000-000000000000'] }),
    );
    expect(service.json().message).toBe('serviceIds names no catalogue service');
    expect(await count()).toBe(before);
    const renamed = await call(
      t.app,
      s.system,
      'PUT',
      `/system/v1/ori/${id}`,
      ori({ oriNumber: 'CA0349500' }),
    );
    expect(renamed.statusCode).toBe(400);
  });

  it('two concurrent creates of one number make one ORI', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: 'FL1234567' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await t.database.db.select().from(oris).where(eq(oris.oriNumber, 'FL1234567'));
    expect(rows).toHaveLength(1);
  });

  it('lists the two ORI types in both areas', async () => {
    for (const [session, url] of [
      [s.system, '/system/v1/ori/types'],
      [s.partner, '/partner/v1/ori/types'],
    ] as const) {
      const types = await call(t.app, session, 'GET', url);
      expect(types.json().data.map((type: { code: string }) => type.code)).toEqual(['ORI', 'CRI']);
    }
  });
});

describe('ORIs of a service (both areas)', () => {
  it('lists the active ORIs of a catalogue product, or of the partner service selling it', async () => {
    const system = await call(t.app, s.system, 'POST', '/system/v1/ori/search/all', { service: fbi1Id });
    expect(system.json().data.map((row: { oriNumber: string }) => row.oriNumber)).toEqual([
      'CA0349500',
      'CA0380000',
      'TX0000000',
      'WVFBI0000',
    ]);
    const [own] = await t.database.db
      .select()
      .from(partnerServices)
      .where(eq(partnerServices.displayName, 'FBI Identity History Summary'));
    const partner = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/all', { service: own?.id });
    expect(partner.json().data.map((row: { oriNumber: string }) => row.oriNumber)).toEqual([
      'FL1234567',
      'TX0000000',
      'WVFBI0000',
    ]);
  });

  it('finds one ORI by number for a service, with its photograph flag; 404 when it does not serve it', async () => {
    const found = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/detail', {
      oriNumber: 'ca0349500',
      serviceId: fbi1Id,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toMatchObject({ oriNumber: 'CA0349500', requiresPhotograph: true });
    const wrong = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/detail', {
      oriNumber: 'CA0349500',
      serviceId: fbiId,
    });
    expect(wrong.statusCode).toBe(404);
    const byId = await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', {
      id: found.json().data.id,
      serviceId: fbi1Id,
    });
    expect(byId.json().data.oriNumber).toBe('CA0349500');
    const neither = await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', {
      serviceId: fbi1Id,
    });
    expectRefusal(neither, 400, 'id or oriNumber is a required field');
  });

  it("answers 404 for an unknown service and for another partner's service", async () => {
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreign] = await t.database.db
      .insert(partnerServices)
      .values({
        partnerId: globex?.id ?? '',
        serviceId: fbi1Id,
        displayName: 'Globex',
        serviceType: 'BIOMETRIC',
        rate: 1,
      })
      .returning();
    for (const service of [foreign?.id, '00000000-0000-4000-8000-000000000000']) {
      const all = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/all', { service });
      expect(all.statusCode).toBe(404);
      const detail = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/detail', {
        oriNumber: 'CA0349500',
        serviceId: service,
      });
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toEqual(all.json());
    }
  });
});

describe('ORIs: each field checked, the answer and the audit trail', () => {
  it('refuses a blank title naming the field, and stores a title trimmed', async () => {
    const before = await count();
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: 'OH0000001', title: '  ' })),
      400,
      'title is a required field',
    );
    expect(await count()).toBe(before);
    const created = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'OH0000001', title: '  Ohio BCI ' }),
    );
    expect(created.json()).toMatchObject({
      message: 'ORI created successfully',
      data: { title: 'Ohio BCI' },
    });
  });

  it('keeps an ORI that serves no service yet', async () => {
    const created = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'OH0000002', serviceIds: [] }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    const detail = await call(t.app, s.system, 'GET', `/system/v1/ori/${id}`);
    expect(detail.json().data).toMatchObject({ oriNumber: 'OH0000002', serviceIds: [] });
  });

  it('answers 404 for an ORI that does not exist, to a read and to a change', async () => {
    const missing = '00000000-0000-4000-8000-00000000a001';
    expectRefusal(await call(t.app, s.system, 'GET', `/system/v1/ori/${missing}`), 404, 'ORI not found');
    const before = await count();
    expectRefusal(
      await call(t.app, s.system, 'PUT', `/system/v1/ori/${missing}`, ori({ oriNumber: 'OH0000003' })),
      404,
      'ORI not found',
    );
    expect(await count()).toBe(before);
  });

  it('audits the creation and the change of an ORI with its services before and after', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/ori', ori({ oriNumber: 'OH0000004' }));
    const id = created.json().data.id;
    const [creation] = await auditEntries(t.database.db, 'ORI_CREATED', id);
    expect(creation?.details.before ?? null).toBeNull();
    expect(creation?.details.after).toMatchObject({ oriNumber: 'OH0000004', serviceIds: [fbiId] });
    const changed = await call(
      t.app,
      s.system,
      'PUT',
      `/system/v1/ori/${id}`,
      ori({ oriNumber: 'OH0000004', serviceIds: [fbi1Id], active: false }),
    );
    expect(changed.json().message).toBe('ORI updated successfully');
    const [change] = await auditEntries(t.database.db, 'ORI_UPDATED', id);
    expect(change?.details.before).toMatchObject({ serviceIds: [fbiId], active: true });
    expect(change?.details.after).toMatchObject({ serviceIds: [fbi1Id], active: false });
  });
});

describe('ORIs of a service: which one a detail request finds', () => {
  const missingService = '00000000-0000-4000-8000-00000000b001';

  it('hides an inactive ORI from the partner area, which the system area still finds', async () => {
    const created = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'NV0000001', serviceIds: [fbi1Id], active: false }),
    );
    expect(created.statusCode, created.body).toBe(200);
    const asked = { oriNumber: 'NV0000001', serviceId: fbi1Id };
    expectRefusal(
      await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/detail', asked),
      404,
      'ORI not found',
    );
    const system = await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', asked);
    expect(system.statusCode, system.body).toBe(200);
    expect(system.json().data).toMatchObject({ oriNumber: 'NV0000001', active: false });
  });

  it('answers 404 in both areas for a number no ORI holds', async () => {
    for (const [session, url] of [
      [s.system, '/system/v1/ori/search/detail'],
      [s.partner, '/partner/v1/ori/search/detail'],
    ] as const) {
      expectRefusal(
        await call(t.app, session, 'POST', url, { oriNumber: 'WY9999999', serviceId: fbi1Id }),
        404,
        'ORI not found',
      );
    }
  });

  it('answers 404 when the id and the number asked name two different ORIs', async () => {
    const created = await call(
      t.app,
      s.system,
      'POST',
      '/system/v1/ori',
      ori({ oriNumber: 'NV0000002', serviceIds: [fbi1Id] }),
    );
    const id = created.json().data.id;
    const same = await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', {
      id,
      oriNumber: 'nv0000002',
      serviceId: fbi1Id,
    });
    expect(same.json().data?.id, same.body).toBe(id);
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', {
        id,
        oriNumber: 'CA0349500',
        serviceId: fbi1Id,
      }),
      404,
      'ORI not found',
    );
  });

  it('answers 404 "Service not found" for a service id that names nothing', async () => {
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/ori/search/all', { service: missingService }),
      404,
      'Service not found',
    );
    expectRefusal(
      await call(t.app, s.system, 'POST', '/system/v1/ori/search/detail', {
        oriNumber: 'CA0349500',
        serviceId: missingService,
      }),
      404,
      'Service not found',
    );
  });

  it('lists no ORI for a partner service that sells no catalogue product', async () => {
    const [sold] = await t.database.db
      .select()
      .from(partnerServices)
      .where(eq(partnerServices.displayName, 'FBI Identity History Summary'));
    const [unsold] = await t.database.db
      .insert(partnerServices)
      .values({
        partnerId: sold?.partnerId ?? '',
        serviceId: null,
        displayName: 'Ink card rolling',
        serviceType: 'BIOMETRIC',
        rate: 15,
      })
      .returning();
    const all = await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/all', { service: unsold?.id });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data).toEqual([]);
    expectRefusal(
      await call(t.app, s.partner, 'POST', '/partner/v1/ori/search/detail', {
        oriNumber: 'CA0349500',
        serviceId: unsold?.id,
      }),
      404,
      'ORI not found',
    );
  });
});
