import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import {
  locationServices,
  locations,
  oriServices,
  oris,
  partnerServices,
  partners,
  services,
} from '../db/schema';
import { findOri, findOriByNumber, oriServesService, orisOfService } from '../oris/ori-repository';
import { openTestDatabase } from '../test/test-database';
import {
  effectiveRate,
  findLocationService,
  findPartnerService,
  partnerServicesByIds,
  selectableLocationServices,
  selectablePartnerServices,
} from './service-repository';

let database: Database;
const ids = { acme: '', globex: '', downtown: '', product: '', service: '', deleted: '', ori: '' };

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const [acme] = await db.insert(partners).values({ code: 'acme-r', legalName: 'Acme' }).returning();
  const [globex] = await db.insert(partners).values({ code: 'globex-r', legalName: 'Globex' }).returning();
  ids.acme = acme?.id ?? '';
  ids.globex = globex?.id ?? '';
  const [downtown] = await db
    .insert(locations)
    .values({ partnerId: ids.acme, code: 'downtown-r', title: 'Downtown', displayName: 'Downtown' })
    .returning();
  ids.downtown = downtown?.id ?? '';
  const [product] = await db
    .insert(services)
    .values({ title: 'FBI background check', serviceType: 'BIOMETRIC', productCode: 'FBIBGCHECK' })
    .returning();
  ids.product = product?.id ?? '';
  const [service] = await db
    .insert(partnerServices)
    .values({
      partnerId: ids.acme,
      serviceId: ids.product,
      displayName: 'FBI check',
      serviceType: 'BIOMETRIC',
      rate: 49.95,
    })
    .returning();
  ids.service = service?.id ?? '';
  const [deleted] = await db
    .insert(partnerServices)
    .values({
      partnerId: ids.acme,
      displayName: 'Old check',
      serviceType: 'BIOMETRIC',
      rate: 10,
      deleted: true,
    })
    .returning();
  ids.deleted = deleted?.id ?? '';
  await db.insert(locationServices).values([
    { partnerId: ids.acme, locationId: ids.downtown, partnerServiceId: ids.service, rate: 39.5 },
    { partnerId: ids.acme, locationId: ids.downtown, partnerServiceId: ids.deleted },
  ]);
  const [ori] = await db
    .insert(oris)
    .values({ oriNumber: 'CA0349500', title: 'California DOJ', oriType: 'ORI', requiresPhotograph: true })
    .returning();
  ids.ori = ori?.id ?? '';
  await db.insert(oriServices).values({ oriId: ids.ori, serviceId: ids.product });
});
afterAll(async () => {
  await database.close();
});

describe('catalogue look-ups other resources use', () => {
  it('finds a partner service only within its partner, deleted ones included for history', async () => {
    expect((await findPartnerService(database.db, { partnerId: ids.acme }, ids.service))?.rate).toBe(49.95);
    expect(await findPartnerService(database.db, { partnerId: ids.globex }, ids.service)).toBeUndefined();
    expect((await findPartnerService(database.db, { partnerId: ids.acme }, ids.deleted))?.deleted).toBe(true);
    expect(await findPartnerService(database.db, { partnerId: ids.acme }, 'not-a-uuid')).toBeUndefined();
  });

  it("reads a partner's services by ids, leaving out ids of another partner or of nothing", async () => {
    const names = async (partnerId: string, wanted: string[]) =>
      (await partnerServicesByIds(database.db, partnerId, wanted)).map((row) => row.displayName).sort();
    expect(await names(ids.acme, [ids.service, ids.deleted])).toEqual(['FBI check', 'Old check']);
    expect(await names(ids.acme, [ids.service, 'not-a-uuid'])).toEqual(['FBI check']);
    expect(await names(ids.globex, [ids.service, ids.deleted])).toEqual([]);
    expect(await names(ids.acme, [])).toEqual([]);
  });

  it('leaves deleted services out of the selectable lists', async () => {
    const partnerList = await selectablePartnerServices(database.db, { partnerId: ids.acme });
    expect(partnerList.map((s) => s.title)).toEqual(['FBI check']);
    const scope = { partnerId: ids.acme, locationId: ids.downtown };
    const locationList = await selectableLocationServices(database.db, scope);
    expect(locationList.map((s) => s.title)).toEqual(['FBI check']);
  });

  it('lists the offer of the one location a partner-level session names', async () => {
    const [uptown] = await database.db
      .insert(locations)
      .values({ partnerId: ids.acme, code: 'uptown-r', title: 'Uptown', displayName: 'Uptown' })
      .returning();
    const [offered] = await database.db
      .insert(locationServices)
      .values({ partnerId: ids.acme, locationId: uptown?.id ?? '', partnerServiceId: ids.service, rate: 20 })
      .returning();
    const scope = { partnerId: ids.acme, locationId: null };
    const atUptown = await selectableLocationServices(database.db, scope, uptown?.id);
    expect(atUptown.map((row) => row.id)).toEqual([offered?.id]);
    const atDowntown = await selectableLocationServices(database.db, scope, ids.downtown);
    expect(atDowntown.map((row) => row.id)).not.toContain(offered?.id);
    expect(atDowntown).toHaveLength(1);
  });

  it("charges the location's rate when it overrides the partner's", async () => {
    const scope = { partnerId: ids.acme, locationId: null };
    const [listed] = await selectableLocationServices(database.db, scope, ids.downtown);
    const found = await findLocationService(database.db, scope, listed?.id ?? '');
    expect(found && effectiveRate(found.location, found.service)).toBe(39.5);
    expect(found && effectiveRate(null, found.service)).toBe(49.95);
    expect(
      await findLocationService(database.db, { partnerId: ids.globex, locationId: null }, listed?.id ?? ''),
    ).toBeUndefined();
  });

  it('finds ORIs by id, number (any case) and catalogue service', async () => {
    expect((await findOri(database.db, ids.ori))?.requiresPhotograph).toBe(true);
    expect((await findOriByNumber(database.db, ' ca0349500'))?.id).toBe(ids.ori);
    expect((await orisOfService(database.db, ids.product)).map((o) => o.oriNumber)).toEqual(['CA0349500']);
    expect(await oriServesService(database.db, ids.ori, ids.product)).toBe(true);
  });
});
