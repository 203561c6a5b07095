import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  appointments,
  auditLog,
  biometricTransactions,
  files,
  groupServices,
  partnerServices,
  partners,
  serviceGroups,
  services,
} from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { TINY_PNG } from '../test/multipart-payload';
import { call, sendForm, type Session } from '../test/sessions';
import { expectRefusal } from '../test/answers';
import { auditEntries } from '../test/audit-entries';

let acmeId = '';

const { t, s } = useDemoTestApp(async () => {
  const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
  acmeId = acme?.id ?? '';
});

const service = (overrides: Record<string, unknown> = {}) => ({
  displayName: 'Live scan for teachers',
  description: 'Credential checks for school staff',
  serviceType: 'BIOMETRIC',
  rate: 45.5,
  quantityOfFingerPrintCard: 1,
  taxPercentage: 7.25,
  centralCommission: 2,
  additionalCostPerFingerPrintCard: 5,
  twoFactorAuthentication: false,
  active: true,
  fingerPrintCardService: false,
  ...overrides,
});

const send = (session: Session, method: 'POST' | 'PUT', url: string, parts: Record<string, unknown>) =>
  sendForm(t.app, session, method, url, parts);

const counts = async () => {
  const [p] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(partnerServices);
  const [f] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return { services: p?.n, files: f?.n };
};

describe('partner services (partner area)', () => {
  let id = '';

  it('creates a service with an image, reads it back and finds it in the search', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service(),
      serviceImage: { filename: 'teacher.png', contentType: 'image/png', bytes: TINY_PNG },
    });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    id = data.id;
    expect(data).toMatchObject({ ...service(), partnerId: acmeId, serviceId: null, deleted: false });
    expect(data.serviceImage).toMatch(/^\/system\/v1\/files\/[0-9a-f-]{36}$/);
    const image = await t.app.inject({ method: 'GET', url: data.serviceImage });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/services/${id}`);
    expect(detail.json().data).toEqual(data);
    const found = await call(t.app, s.partner, 'POST', '/partner/v1/services/search', {
      searchParameter: 'teachers',
    });
    expect(found.json()).toMatchObject({ totalRecords: 1, data: [{ id }] });
  });

  it('turns blank numeric fields into 0 (spec §5)', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({
        displayName: 'Blank numbers',
        quantityOfFingerPrintCard: undefined,
        taxPercentage: null,
        centralCommission: undefined,
        additionalCostPerFingerPrintCard: undefined,
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      quantityOfFingerPrintCard: 0,
      taxPercentage: 0,
      centralCommission: 0,
      additionalCostPerFingerPrintCard: 0,
    });
  });

  it('sorts, pages and filters by active', async () => {
    const page = await call(t.app, s.partner, 'POST', '/partner/v1/services/search', {
      sortField: 'rate',
      sortOrder: 'DESC',
      pageSize: 2,
      pageNumber: 1,
    });
    const body = page.json();
    expect(body.limit).toBe(2);
    expect(body.data).toHaveLength(2);
    expect(body.data[0].rate).toBeGreaterThanOrEqual(body.data[1].rate);
    const all = await call(t.app, s.partner, 'POST', '/partner/v1/services/search/all', {
      sortField: 'rate',
    });
    const rates = all.json().data.map((row: { rate: number }) => row.rate);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
    expect(all.json().data).toHaveLength(body.totalRecords);
    const inactive = await call(t.app, s.partner, 'POST', '/partner/v1/services/search', { active: false });
    expect(inactive.json().data.every((row: { active: boolean }) => !row.active)).toBe(true);
  });

  it('modifies a service and keeps its image when no new one is sent', async () => {
    const before = (await call(t.app, s.partner, 'GET', `/partner/v1/services/${id}`)).json().data;
    const updated = await send(s.partner, 'PUT', `/partner/v1/services/${id}`, {
      data: service({ rate: 60 }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ rate: 60, serviceImage: before.serviceImage });
  });

  it('replaces the image when a modify sends a new one', async () => {
    const before = (await call(t.app, s.partner, 'GET', `/partner/v1/services/${id}`)).json().data;
    const updated = await send(s.partner, 'PUT', `/partner/v1/services/${id}`, {
      data: service({ rate: 60 }),
      serviceImage: { filename: 'teacher-2.png', contentType: 'image/png', bytes: TINY_PNG },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = updated.json().data.serviceImage;
    expect(after).toMatch(/^\/system\/v1\/files\/[0-9a-f-]{36}$/);
    expect(after).not.toBe(before.serviceImage);
    const image = await t.app.inject({ method: 'GET', url: after });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('soft-deletes: gone from searches and selectable lists, still readable by id', async () => {
    const doomed = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({ displayName: 'Doomed service' }),
    });
    const doomedId = doomed.json().data.id;
    const selectable = async () =>
      (await call(t.app, s.partner, 'GET', '/partner/v1/services/selectable-infos'))
        .json()
        .data.map((row: { id: string }) => row.id);
    expect(await selectable()).toContain(doomedId);
    const deleted = await send(s.partner, 'PUT', `/partner/v1/services/${doomedId}`, {
      data: service({ displayName: 'Doomed service', deleted: true }),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      message: 'Service deleted successfully',
      data: { deleted: true, active: false },
    });
    expect(await selectable()).not.toContain(doomedId);
    const search = await call(t.app, s.partner, 'POST', '/partner/v1/services/search/all', {});
    expect(search.json().data.map((row: { id: string }) => row.id)).not.toContain(doomedId);
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/services/${doomedId}`);
    expect(detail.json().data).toMatchObject({ displayName: 'Doomed service', deleted: true });
    const again = await send(s.partner, 'PUT', `/partner/v1/services/${doomedId}`, { data: service() });
    expect(again.statusCode).toBe(404);
    const [trail] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'SERVICE_DELETED' and ${auditLog.entityId} = ${doomedId}`);
    expect(trail).toBeDefined();
  });

  it('takes a deleted service out of its groups, and keeps a modified one in them', async () => {
    const create = async (displayName: string) =>
      (await send(s.partner, 'POST', '/partner/v1/services', { data: service({ displayName }) })).json().data
        .id as string;
    const keptId = await create('Grouped and kept');
    const droppedId = await create('Grouped and dropped');
    const [group] = await t.database.db
      .insert(serviceGroups)
      .values({ partnerId: acmeId, name: 'Background checks' })
      .returning();
    const groupId = group?.id ?? '';
    await t.database.db.insert(groupServices).values([
      { partnerId: acmeId, groupId, partnerServiceId: keptId, position: 0 },
      { partnerId: acmeId, groupId, partnerServiceId: droppedId, position: 1 },
    ]);
    const members = async () =>
      (await t.database.db.select().from(groupServices).where(eq(groupServices.groupId, groupId)))
        .map((row) => row.partnerServiceId)
        .sort();
    const modified = await send(s.partner, 'PUT', `/partner/v1/services/${keptId}`, {
      data: service({ displayName: 'Grouped and kept', rate: 50 }),
    });
    expect(modified.statusCode, modified.body).toBe(200);
    expect(await members()).toEqual([keptId, droppedId].sort());
    const deleted = await send(s.partner, 'PUT', `/partner/v1/services/${droppedId}`, {
      data: service({ displayName: 'Grouped and dropped', deleted: true }),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await members()).toEqual([keptId]);
  });

  it('creates a live service even when the create says deleted (only a modify deletes)', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({ displayName: 'Born deleted?', deleted: true }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Service created successfully',
      data: { deleted: false, active: true },
    });
  });

  it('audits a modify with the service before and after', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({ displayName: 'Audited scan', rate: 30 }),
    });
    const id = created.json().data.id;
    await send(s.partner, 'PUT', `/partner/v1/services/${id}`, {
      data: service({ displayName: 'Audited scan', rate: 35 }),
    });
    const [change] = await auditEntries(t.database.db, 'SERVICE_UPDATED', id);
    expect(change?.details.before).toMatchObject({ displayName: 'Audited scan', rate: 30 });
    expect(change?.details.after).toMatchObject({ displayName: 'Audited scan', rate: 35 });
  });

  it('still names the appointments and transactions that used a service once it is deleted', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({ displayName: 'Retired badge prints' }),
    });
    const usedId: string = created.json().data.id;
    const [appointmentRow] = await t.database.db
      .insert(appointments)
      .values({
        partnerId: acmeId,
        locationId: s.downtownId,
        partnerServiceId: usedId,
        serviceDisplayName: 'Retired badge prints',
        appointmentDate: '2026-03-03',
        startTime: '10:00',
        endTime: '10:30',
        startsAt: new Date('2026-03-03T18:00:00Z'),
        endsAt: new Date('2026-03-03T18:30:00Z'),
        firstName: 'Casey',
        lastName: 'Retiredservice',
        email: 'casey@example.test',
        status: 'COMPLETED',
        confirmationNumber: 'RLRETIRED2',
      })
      .returning();
    const [transactionRow] = await t.database.db
      .insert(biometricTransactions)
      .values({
        partnerId: acmeId,
        locationId: s.downtownId,
        partnerServiceId: usedId,
        firstName: 'Casey',
        lastName: 'Retiredservice',
        status: 'COMPLETED',
      })
      .returning();
    if (!appointmentRow || !transactionRow) throw new Error('the rows that used the service were not stored');
    const deleted = await send(s.partner, 'PUT', `/partner/v1/services/${usedId}`, {
      data: service({ displayName: 'Retired badge prints', deleted: true }),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const appointmentDetail = await call(
      t.app,
      s.partner,
      'GET',
      `/partner/v1/appointments/${appointmentRow.id}`,
    );
    expect(appointmentDetail.json().data).toMatchObject({
      partnerServiceId: usedId,
      serviceDisplayName: 'Retired badge prints',
    });
    const appointmentList = await call(t.app, s.partner, 'POST', '/partner/v1/appointments/search', {
      searchParameter: 'Retiredservice',
    });
    expect(
      appointmentList.json().data.map((row: { serviceDisplayName: string }) => row.serviceDisplayName),
    ).toEqual(['Retired badge prints']);
    const transactionList = await call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', {
      pageSize: 500,
    });
    const listed = transactionList.json().data.find((row: { id: string }) => row.id === transactionRow.id);
    expect(listed).toMatchObject({ serviceDisplayName: 'Retired badge prints' });
    // The transaction screen names its service by reading it by id, which a deletion keeps readable.
    const transactionDetail = await call(
      t.app,
      s.partner,
      'GET',
      `/partner/v1/biometrics/${transactionRow.id}`,
    );
    expect(transactionDetail.json().data).toMatchObject({ partnerServiceId: usedId });
    const serviceDetail = await call(t.app, s.partner, 'GET', `/partner/v1/services/${usedId}`);
    expect(serviceDetail.json().data).toMatchObject({ displayName: 'Retired badge prints', deleted: true });
  });

  it('lists the service types and two-factor options', async () => {
    const types = await call(t.app, s.partner, 'GET', '/partner/v1/services/service-type');
    expect(types.json().data).toEqual([
      { code: 'APPOINTMENT', title: 'Appointment' },
      { code: 'BIOMETRIC', title: 'Biometric' },
    ]);
    const twoFactor = await call(t.app, s.partner, 'GET', '/partner/v1/services/two-factor-authentication');
    expect(twoFactor.json().data.map((o: { code: string }) => o.code)).toEqual(['ENABLED', 'DISABLED']);
  });

  it('keeps a location session to reading the partner services', async () => {
    const list = await call(t.app, s.location, 'POST', '/partner/v1/services/search', {});
    expect(list.statusCode).toBe(200);
    const created = await send(s.location, 'POST', '/partner/v1/services', { data: service() });
    expect(created.statusCode).toBe(403);
  });

  it('stores the two-factor and card-service switches as sent, and the name trimmed', async () => {
    const created = await send(s.partner, 'POST', '/partner/v1/services', {
      data: service({
        displayName: '  Card printing  ',
        twoFactorAuthentication: true,
        fingerPrintCardService: true,
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      displayName: 'Card printing',
      twoFactorAuthentication: true,
      fingerPrintCardService: true,
    });
  });

  it('leaves the two-factor and card-service switches off when a create leaves them out', async () => {
    const data: Record<string, unknown> = service({ displayName: 'Plain scan' });
    delete data['twoFactorAuthentication'];
    delete data['fingerPrintCardService'];
    const created = await send(s.partner, 'POST', '/partner/v1/services', { data });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      twoFactorAuthentication: false,
      fingerPrintCardService: false,
    });
  });

  it('answers 404 with its message for a service that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-00000000d001';
    expectRefusal(
      await call(t.app, s.partner, 'GET', `/partner/v1/services/${missing}`),
      404,
      'Service not found',
    );
    expectRefusal(
      await send(s.partner, 'PUT', `/partner/v1/services/${missing}`, { data: service() }),
      404,
      'Service not found',
    );
  });

  it("answers 404 for another partner's service", async () => {
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreign] = await t.database.db
      .insert(partnerServices)
      .values({ partnerId: globex?.id ?? '', displayName: 'Globex check', serviceType: 'BIOMETRIC', rate: 1 })
      .returning();
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/services/${foreign?.id}`);
    expect(detail.statusCode).toBe(404);
    const update = await send(s.partner, 'PUT', `/partner/v1/services/${foreign?.id}`, { data: service() });
    expect(update.statusCode).toBe(404);
    const [unchanged] = await t.database.db
      .select()
      .from(partnerServices)
      .where(eq(partnerServices.id, foreign?.id ?? ''));
    expect(unchanged?.displayName).toBe('Globex check');
  });
});

describe('bad input: a 400 naming the field, nothing written', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['a negative rate', { data: service({ rate: -1 }) }, /rate/],
    ['a negative tax', { data: service({ taxPercentage: -0.5 }) }, /taxPercentage/],
    ['tax over 100 %', { data: service({ taxPercentage: 100.5 }) }, /taxPercentage/],
    ['a negative commission', { data: service({ centralCommission: -3 }) }, /centralCommission/],
    [
      'a negative card cost',
      { data: service({ additionalCostPerFingerPrintCard: -3 }) },
      /additionalCostPerFingerPrintCard/,
    ],
    [
      'a 10 MB image',
      {
        data: service(),
        serviceImage: {
          filename: 'huge.png',
          contentType: 'image/png',
          bytes: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]),
        },
      },
      /^serviceImage must be at most 2 MB$/,
    ],
    [
      'a file that is not an image',
      {
        data: service(),
        serviceImage: {
          filename: 'evil.png',
          contentType: 'image/png',
          bytes: Buffer.from('%PDF-1.7 not an image'),
        },
      },
      /^serviceImage must be a PNG or JPEG image$/,
    ],
    [
      'an unknown catalogue product',
      { data: service({ serviceId: '00000000-0000-4000-8000-000000000000' }) },
      /^serviceId/,
    ],
  ];

  for (const [what, parts, message] of cases) {
    it(`refuses ${what}`, async () => {
      const before = await counts();
      const response = await send(s.partner, 'POST', '/partner/v1/services', parts);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(await counts()).toEqual(before);
    });
  }

  it('refuses a negative rate on a modify and leaves the service as it was', async () => {
    const [row] = await t.database.db
      .select()
      .from(partnerServices)
      .where(eq(partnerServices.partnerId, acmeId));
    const response = await send(s.partner, 'PUT', `/partner/v1/services/${row?.id}`, {
      data: service({ rate: -10 }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/rate/);
    const [after] = await t.database.db
      .select()
      .from(partnerServices)
      .where(eq(partnerServices.id, row?.id ?? ''));
    expect(after).toEqual(row);
  });
});

describe('the catalogue and partner services (system area)', () => {
  it('lists the two FBI products of the demo data', async () => {
    const selectable = await call(t.app, s.system, 'GET', '/system/v1/service/selectable');
    expect(
      selectable
        .json()
        .data.map((row: { code: string }) => row.code)
        .sort(),
    ).toEqual(['FBIBGCHECK', 'FBIBGCHECK1']);
  });

  it('creates and modifies a catalogue service; product codes are unique regardless of case', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/service', {
      title: 'State check',
      serviceType: 'BIOMETRIC',
      productCode: 'stchk',
      fingerprintOption: 'FLAT',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      productCode: 'STCHK',
      description: null,
      fingerprintOption: 'FLAT',
    });
    const clash = await call(t.app, s.system, 'POST', '/system/v1/service', {
      title: 'Again',
      serviceType: 'BIOMETRIC',
      productCode: 'fbibgcheck',
      active: true,
    });
    expectRefusal(clash, 400, 'productCode is already used by another service');
    const updated = await call(t.app, s.system, 'PUT', `/system/v1/service/${created.json().data.id}`, {
      title: 'State check (DOJ)',
      serviceType: 'BIOMETRIC',
      productCode: 'STCHK',
      active: false,
    });
    expect(updated.json().data).toMatchObject({ title: 'State check (DOJ)', active: false });
    const search = await call(t.app, s.system, 'POST', '/system/v1/service/search', { active: false });
    expect(search.json().data.map((row: { productCode: string }) => row.productCode)).toEqual(['STCHK']);
  });

  it("assigns a catalogue product to a partner and lists the partner's services", async () => {
    const [product] = await t.database.db
      .select()
      .from(services)
      .where(eq(services.productCode, 'FBIBGCHECK'));
    const created = await call(t.app, s.system, 'POST', '/system/v1/partner/service', {
      ...service({ displayName: 'FBI check (assigned)' }),
      partnerId: acmeId,
      serviceId: product?.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ partnerId: acmeId, serviceId: product?.id });
    const list = await call(t.app, s.system, 'POST', '/system/v1/partner/service/search', {
      partnerId: acmeId,
      searchParameter: 'assigned',
    });
    expect(list.json().totalRecords).toBe(1);
    const missing = await call(t.app, s.system, 'POST', '/system/v1/partner/service/search', {});
    expectRefusal(missing, 400, 'partnerId is a required field');
    const unknown = await call(t.app, s.system, 'POST', '/system/v1/partner/service/search', {
      partnerId: '00000000-0000-4000-8000-00000000d002',
    });
    expectRefusal(unknown, 400, 'partnerId names no partner');
    const updated = await call(
      t.app,
      s.system,
      'PUT',
      `/system/v1/partner/service/${created.json().data.id}`,
      {
        ...service({ displayName: 'FBI check (assigned)', rate: 70 }),
        partnerId: acmeId,
      },
    );
    expect(updated.json().data).toMatchObject({ rate: 70, serviceId: product?.id });
  });
  it("answers the system area's create and modify of a partner's service with their messages", async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/partner/service', {
      ...service({ displayName: 'Assigned by the system' }),
      partnerId: acmeId,
    });
    expect(created.json(), created.body).toMatchObject({
      message: 'Service created successfully',
      data: { displayName: 'Assigned by the system', partnerId: acmeId },
    });
    const updated = await call(
      t.app,
      s.system,
      'PUT',
      `/system/v1/partner/service/${created.json().data.id}`,
      { ...service({ displayName: 'Assigned by the system', rate: 80 }), partnerId: acmeId },
    );
    expect(updated.json(), updated.body).toMatchObject({
      message: 'Service updated successfully',
      data: { rate: 80 },
    });
  });
});

describe('services: the fields each save keeps, its audit and the type filters', () => {
  it('captures flat and rolled prints for a catalogue service that names no fingerprint option', async () => {
    // The FD-258 card (spec §9) holds rolled and plain impressions: the full set is the default.
    const created = await call(t.app, s.system, 'POST', '/system/v1/service', {
      title: 'State applicant check',
      serviceType: 'BIOMETRIC',
      productCode: 'STAPP1',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ productCode: 'STAPP1', fingerprintOption: 'FLAT_AND_ROLL' });
  });

  it('stores a catalogue service trimmed (product code upper-cased), answers its message and audits it', async () => {
    const created = await call(t.app, s.system, 'POST', '/system/v1/service', {
      title: '  County check ',
      description: 'Checks with the county',
      serviceType: 'APPOINTMENT',
      productCode: ' cnty1 ',
      fingerprintOption: 'FLAT',
      active: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      message: 'Service created successfully',
      data: { title: 'County check', description: 'Checks with the county', productCode: 'CNTY1' },
    });
    const id = created.json().data.id;
    const changed = await call(t.app, s.system, 'PUT', `/system/v1/service/${id}`, {
      title: 'County check',
      description: 'Checks with the county',
      serviceType: 'APPOINTMENT',
      productCode: 'CNTY1',
      fingerprintOption: 'FLAT_AND_ROLL',
      active: false,
    });
    expect(changed.json()).toMatchObject({
      message: 'Service updated successfully',
      data: { fingerprintOption: 'FLAT_AND_ROLL', active: false },
    });
    const [creation] = await auditEntries(t.database.db, 'CATALOGUE_SERVICE_CREATED', id);
    expect(creation?.details.after).toMatchObject({ productCode: 'CNTY1', active: true });
    const [change] = await auditEntries(t.database.db, 'CATALOGUE_SERVICE_UPDATED', id);
    expect(change?.details.before).toMatchObject({ fingerprintOption: 'FLAT', active: true });
    expect(change?.details.after).toMatchObject({ fingerprintOption: 'FLAT_AND_ROLL', active: false });
    const byCode = await call(t.app, s.system, 'POST', '/system/v1/service/search', {
      searchParameter: 'cnty',
    });
    expect(byCode.json().data.map((row: { id: string }) => row.id)).toEqual([id]);
    const missing = '00000000-0000-4000-8000-00000000e001';
    expectRefusal(
      await call(t.app, s.system, 'PUT', `/system/v1/service/${missing}`, {
        title: 'Gone',
        serviceType: 'BIOMETRIC',
        productCode: 'GONE',
        fingerprintOption: 'FLAT',
        active: true,
      }),
      404,
      'Service not found',
    );
  });

  it('filters the catalogue, the partner services and the location services by service type', async () => {
    const types = (response: { json(): { data: { serviceType: string }[] } }) =>
      new Set(response.json().data.map((row) => row.serviceType));
    const catalogue = await call(t.app, s.system, 'POST', '/system/v1/service/search', {
      serviceType: 'BIOMETRIC',
      pageSize: 100,
    });
    expect(types(catalogue)).toEqual(new Set(['BIOMETRIC']));
    const everything = await call(t.app, s.partner, 'POST', '/partner/v1/services/search', { pageSize: 100 });
    expect(types(everything)).toEqual(new Set(['APPOINTMENT', 'BIOMETRIC']));
    for (const serviceType of ['APPOINTMENT', 'BIOMETRIC']) {
      const own = await call(t.app, s.partner, 'POST', '/partner/v1/services/search', {
        serviceType,
        pageSize: 100,
      });
      expect(types(own), serviceType).toEqual(new Set([serviceType]));
      const all = await call(t.app, s.partner, 'POST', '/partner/v1/services/search/all', { serviceType });
      expect(types(all), serviceType).toEqual(new Set([serviceType]));
    }
    const atLocation = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services/search', {
      locationId: s.downtownId,
      pageSize: 100,
    });
    const offered = types(atLocation);
    expect(offered.size, 'Downtown offers both kinds in the demo data').toBe(2);
    const onlyBiometric = await call(t.app, s.partner, 'POST', '/partner/v1/locations/services/search', {
      locationId: s.downtownId,
      serviceType: 'BIOMETRIC',
      pageSize: 100,
    });
    expect(types(onlyBiometric)).toEqual(new Set(['BIOMETRIC']));
  });
});
