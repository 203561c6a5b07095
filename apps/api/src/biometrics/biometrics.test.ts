import { BIOMETRIC_STATUSES, FINGER_CODES, biometricStatusChange, type FingerCode } from '@ridgeline/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, biometricTransactions, locations, partners } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { simulatorSize, testPrint, TINY_PNG_DATA_URL } from './synthetic-prints';
import { applicantDetails } from '../test/booking-fixtures';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

let foreignId = '';

const { t, s } = useDemoTestApp(async () => {
  const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
  const [foreign] = await t.database.db
    .insert(biometricTransactions)
    .values({ partnerId: globex?.id ?? '', firstName: 'Foreign', lastName: 'Applicant', ssnLastFour: '9999' })
    .returning();
  foreignId = foreign?.id ?? '';
});

const applicant = applicantDetails;

async function createTransaction(
  session = s.location,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const created = await call(t.app, session, 'POST', '/partner/v1/biometrics', {
    productName: 'FBIBGCHECK',
    captureType: 'ROLL',
    ...overrides,
  });
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data.id;
}

const fullSet = (skip: FingerCode[] = []) =>
  FINGER_CODES.filter((code) => !skip.includes(code)).map((code) => testPrint(code, simulatorSize(code)));

/** A transaction with applicant, both signatures, the left index amputated and every other print stored. */
async function capturedTransaction(session = s.location): Promise<string> {
  const id = await createTransaction(session);
  const put = await call(t.app, session, 'PUT', `/partner/v1/biometrics/${id}`, {
    ...applicant(),
    applicantSignature: TINY_PNG_DATA_URL,
    officerSignature: TINY_PNG_DATA_URL,
  });
  expect(put.statusCode, put.body).toBe(200);
  const annotated = await call(t.app, session, 'PUT', '/partner/v1/biometrics/annotation', {
    id,
    annotations: [{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' }],
  });
  expect(annotated.statusCode, annotated.body).toBe(200);
  const prints = await call(t.app, session, 'PUT', '/partner/v1/biometrics/fingerprints', {
    id,
    fingerprints: fullSet(['LEFT_INDEX_ROLL']),
  });
  expect(prints.statusCode, prints.body).toBe(200);
  return id;
}

async function complete(id: string, session = s.location) {
  return call(t.app, session, 'PUT', '/partner/v1/biometrics/complete', {
    id,
    status: 'COMPLETED',
    leftOffset: '0',
    topOffset: '0',
    generateEft: true,
    printerInfo: 'Front desk',
  });
}

describe('biometric transactions: create, update, detail', () => {
  it('creates with POST, fills with PUT and answers the detail with the SSN masked', async () => {
    const id = await createTransaction();
    const put = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, applicant());
    expect(put.statusCode, put.body).toBe(200);
    const detail = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const data = detail.json().data;
    expect(data).toMatchObject({
      id,
      status: 'IN_PROGRESS',
      firstName: 'Dana',
      lastName: 'Whitaker',
      productName: 'FBIBGCHECK',
      height: '509',
      weight: 160,
      ssn: '***-**-6789',
      ssnMasked: '***-**-6789',
      locationId: s.downtownId,
      fingerprints: [],
      annotations: [],
    });
    expect(detail.body).not.toContain('123-45-6789');
  });

  it('stores the SSN sealed, keeps it when the masked form comes back and clears it on empty', async () => {
    const id = await createTransaction(s.location, applicant());
    const [row] = await t.database.db
      .select()
      .from(biometricTransactions)
      .where(eq(biometricTransactions.id, id));
    expect(row?.ssnSealed).toMatch(/^v1:/);
    expect(row?.ssnSealed).not.toContain('6789');
    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, {
      ssn: '***-**-6789',
      lastName: 'Lee',
    });
    const kept = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/biometrics/security-detail/${id}?reason=checking%20the%20record`,
    );
    expect(kept.json().data).toEqual({ ssn: '123-45-6789' });
    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, { ssn: '' });
    const cleared = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/biometrics/security-detail/${id}?reason=checking%20the%20record`,
    );
    expect(cleared.json().data).toEqual({ ssn: null });
  });

  it('audits every SSN reveal', async () => {
    const id = await createTransaction(s.location, applicant());
    await call(
      t.app,
      s.partner,
      'GET',
      `/partner/v1/biometrics/security-detail/${id}?reason=checking%20the%20record`,
    );
    const reveals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'SSN_REVEALED'), eq(auditLog.entityId, id)));
    expect(reveals).toHaveLength(1);
    expect(reveals[0]?.details).toMatchObject({ reason: 'checking the record' });
    expect(JSON.stringify(reveals[0]?.details)).not.toContain('6789');
  });

  it('stores photo and signatures as files answered by short-lived URLs, sniffing their type', async () => {
    const id = await createTransaction();
    const ok = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, {
      image: TINY_PNG_DATA_URL,
      applicantSignature: TINY_PNG_DATA_URL,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const data = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(data.image).toMatch(/^\/system\/v1\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
    expect(data.officerSignature).toBeNull();
    const file = await t.app.inject({ method: 'GET', url: data.applicantSignature });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    // The URL answered comes back unchanged on the next save and keeps the file.
    const again = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, { image: data.image });
    expect(again.statusCode, again.body).toBe(200);
    const html = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    const bad = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, {
      officerSignature: html,
    });
    expectRefusal(bad, 400, 'officerSignature must be a PNG, JPEG or BMP image');
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const id = await createTransaction();
    const cases: [Record<string, unknown>, string][] = [
      [{ ssn: '12-345' }, 'ssn'],
      [{ serviceId: 'not-an-id' }, 'serviceId'],
      [{ height: '912' }, 'height'],
      [{ weight: 0 }, 'weight'],
      [{ email: 'nope' }, 'email'],
      [{ recaptureReferenceId: '00000000-0000-4000-8000-000000000000' }, 'recaptureReferenceId'],
      [{ locationId: s.foreignLocationId }, 'locationId'],
    ];
    for (const [body, field] of cases) {
      const session = field === 'locationId' ? s.partner : s.location;
      const response = await call(t.app, session, 'PUT', `/partner/v1/biometrics/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message.toLowerCase(), JSON.stringify(body)).toContain(field.toLowerCase());
    }
  });

  it("answers another partner's transaction exactly like a missing one", async () => {
    const foreign = await call(t.app, s.partner, 'GET', `/partner/v1/biometrics/${foreignId}`);
    const missing = await call(
      t.app,
      s.partner,
      'GET',
      '/partner/v1/biometrics/00000000-0000-4000-8000-000000000000',
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    const put = await call(t.app, s.partner, 'PUT', `/partner/v1/biometrics/${foreignId}`, {
      lastName: 'Hacked',
    });
    expect(put.statusCode).toBe(404);
    const reveal = await call(
      t.app,
      s.partner,
      'GET',
      `/partner/v1/biometrics/security-detail/${foreignId}?reason=checking%20the%20record`,
    );
    expect(reveal.statusCode).toBe(404);
  });

  it("answers the print, completion and recapture calls on another partner's transaction like a missing one", async () => {
    const missingId = '00000000-0000-4000-8000-000000000000';
    const print = testPrint('RIGHT_THUMB_ROLL', simulatorSize('RIGHT_THUMB_ROLL'));
    const calls = (id: string) =>
      [
        ['PUT', '/partner/v1/biometrics/fingerprints', { id, fingerprints: [print] }],
        ['GET', `/partner/v1/biometrics/fingerprints/${id}/RIGHT_THUMB_ROLL`, undefined],
        ['PUT', '/partner/v1/biometrics/annotation', { id, annotations: [] }],
        ['PUT', '/partner/v1/biometrics/complete', { id, status: 'COMPLETED', generateEft: false }],
        ['POST', '/partner/v1/biometrics/recapture-reference', { recaptureReferenceId: id }],
      ] as const;
    const foreign = calls(foreignId);
    const missing = calls(missingId);
    for (const [index, [method, url, body]] of foreign.entries()) {
      const answer = await call(t.app, s.partner, method, url, body);
      const [, missingUrl, missingBody] = missing[index] ?? [method, url, body];
      const expected = await call(t.app, s.partner, method, missingUrl, missingBody);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json(), url).toEqual(expected.json());
    }
    const [row] = await t.database.db
      .select()
      .from(biometricTransactions)
      .where(eq(biometricTransactions.id, foreignId));
    expect(row?.status).toBe('IN_PROGRESS');
  });

  it("keeps a location session to its own location's transactions", async () => {
    const atAirport = await createTransaction(s.partner, { locationId: s.airportId, lastName: 'Airport' });
    const fromDowntown = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${atAirport}`);
    expect(fromDowntown.statusCode).toBe(404);
    const fromPartner = await call(t.app, s.partner, 'GET', `/partner/v1/biometrics/${atAirport}`);
    expect(fromPartner.statusCode).toBe(200);
  });
});

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

describe('biometric search', () => {
  it('never puts an SSN in a list answer, masked or not', async () => {
    await createTransaction(s.location, applicant({ lastName: 'Listed', ssn: '219-09-4321' }));
    const list = await call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', { pageSize: 500 });
    expect(list.statusCode, list.body).toBe(200);
    // Every key and every text of the answer but the ids (a random UUID may hold the digits 4321 in a group).
    const keys: string[] = [];
    const texts: string[] = [];
    JSON.parse(list.body, (key: string, value: unknown) => {
      keys.push(key);
      if (typeof value === 'string' && !UUID_TEXT.test(value)) texts.push(value);
      return value;
    });
    expect(keys.filter((key) => /ssn/i.test(key))).toEqual([]);
    // Nor the number or its masked form (`***-**-4321`), nor the last four alone.
    expect(
      texts.filter((text) => text === '4321' || /(\d{3}-?\d{2}|[*X•]{3}-?[*X•]{2})-?4321/i.test(text)),
    ).toEqual([]);
  });

  it("answers each row with its location's zone, in a partner session whose own zone differs", async () => {
    // The partner stays in Los Angeles; for this test its airport moves to New York.
    await t.database.db
      .update(locations)
      .set({ timeZone: 'America/New_York' })
      .where(eq(locations.id, s.airportId));
    try {
      const rows = (
        await call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', {
          locationIds: [s.airportId, s.downtownId],
          pageSize: 500,
        })
      ).json().data as { locationId: string; locationTimeZone: string }[];
      const zones = (locationId: string) =>
        new Set(rows.filter((row) => row.locationId === locationId).map((row) => row.locationTimeZone));
      expect(zones(s.airportId)).toEqual(new Set(['America/New_York']));
      expect(zones(s.downtownId)).toEqual(new Set(['America/Los_Angeles']));
      // The record's detail carries its location's zone too (its EFT transfer history reads in it).
      const atAirport = rows.find((row) => row.locationId === s.airportId) as unknown as { id: string };
      const detail = (await call(t.app, s.partner, 'GET', `/partner/v1/biometrics/${atAirport.id}`)).json()
        .data;
      expect(detail.locationTimeZone).toBe('America/New_York');
    } finally {
      await t.database.db
        .update(locations)
        .set({ timeZone: 'America/Los_Angeles' })
        .where(eq(locations.id, s.airportId));
    }
  });

  it('filters by status, text, location, service, resident status and created day, with paging and sort', async () => {
    const service = '11111111-1111-4111-8111-111111111111';
    const a = await createTransaction(s.location, applicant({ lastName: 'Aardvark', serviceId: service }));
    await createTransaction(s.location, applicant({ lastName: 'Zebra', residentStatus: 'Other' }));
    const search = (body: object) => call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', body);
    const byService = (await search({ serviceIds: [service] })).json();
    expect(byService.data.map((row: { id: string }) => row.id)).toEqual([a]);
    expect(byService.data[0]).toMatchObject({ lastName: 'Aardvark', locationTitle: expect.any(String) });
    const byText = (await search({ searchParameter: 'zebr' })).json();
    expect(byText.data.map((row: { lastName: string }) => row.lastName)).toEqual(['Zebra']);
    const byResident = (await search({ residentStatus: 'Other' })).json();
    expect(byResident.data.every((row: { residentStatus: string }) => row.residentStatus === 'Other')).toBe(
      true,
    );
    const byLocation = (await search({ locationIds: [s.airportId] })).json();
    expect(byLocation.data.every((row: { locationId: string }) => row.locationId === s.airportId)).toBe(true);
    const sorted = (
      await search({ sortField: 'lastName', sortOrder: 'ASC', pageSize: 2, pageNumber: 1 })
    ).json();
    expect(sorted.data).toHaveLength(2);
    expect(sorted.limit).toBe(2);
    expect(sorted.data[0].lastName <= sorted.data[1].lastName).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    const byDay = (await search({ createdOn: today, pageSize: 500 })).json();
    expect(byDay.totalRecords).toBeGreaterThanOrEqual(2);
    expect((await search({ createdOn: '2001-01-01' })).json().totalRecords).toBe(0);
    const inProgress = (await search({ status: 'COMPLETED', searchParameter: 'Aardvark' })).json();
    expect(inProgress.totalRecords).toBe(0);
  });
});

describe('prints', () => {
  it('stores each impression WSQ and bitmap through the blob store and answers one back', async () => {
    const id = await createTransaction();
    const print = testPrint('RIGHT_THUMB_ROLL', simulatorSize('RIGHT_THUMB_ROLL'));
    const put = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id,
      fingerprints: [print],
    });
    expect(put.statusCode, put.body).toBe(200);
    const one = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/biometrics/fingerprints/${id}/RIGHT_THUMB_ROLL`,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toMatchObject({
      code: 'RIGHT_THUMB_ROLL',
      wsqImage: print.wsqImage,
      bitmapImage: print.bitmapImage,
      width: 760,
      height: 720,
    });
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(detail.fingerprints).toHaveLength(1);
    expect(detail.fingerprints[0].bitmapUrl).toMatch(/^\/system\/v1\/files\//);
    // A recapture of the finger replaces its print.
    await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id,
      fingerprints: [print],
    });
    const after = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(after.fingerprints).toHaveLength(1);
  });

  it('refuses a bad print with a 400 naming the finger code, and stores none of the upload', async () => {
    const id = await createTransaction();
    const good = testPrint('LEFT_RING_ROLL', simulatorSize('LEFT_RING_ROLL'));
    const rolled = testPrint('RIGHT_INDEX_ROLL', simulatorSize('RIGHT_INDEX_ROLL'));
    const slapSized = testPrint('LEFT_FOUR_FINGER', simulatorSize('LEFT_FOUR_FINGER'));
    const at1000 = testPrint('RIGHT_RING_ROLL', { width: 400, height: 400, ppi: 1000 });
    const small = testPrint('LEFT_THUMB_FLAT', { width: 400, height: 400 });
    const cases: [object, string][] = [
      [
        { ...rolled, wsqImage: Buffer.from('not a wsq at all').toString('base64') },
        'RIGHT_INDEX_ROLL: the WSQ image does not decode (not a WSQ file: no SOI marker)',
      ],
      [{ ...rolled, wsqImage: 'not base64!' }, 'RIGHT_INDEX_ROLL: the WSQ image is not base64'],
      [{ ...rolled, bitmapImage: 'bm9wZQ-_' }, 'RIGHT_INDEX_ROLL: the bitmap image is not base64'],
      [
        { ...rolled, wsqImage: 'QUFB'.repeat(350_001) },
        'fingerprints.1.wsqImage must be at most 1400000 characters',
      ],
      [
        { ...rolled, bitmapImage: 'QUFB'.repeat(350_001) },
        'fingerprints.1.bitmapImage must be at most 1400000 characters',
      ],
      [
        testPrint('RIGHT_THUMB_ROLL', { width: 200, height: 200 }),
        'RIGHT_THUMB_ROLL: the print is 200x200 pixels, smaller than the 250x250 required',
      ],
      [at1000, 'RIGHT_RING_ROLL: the WSQ image is 1000 ppi, 500 ppi is required'],
      [
        { ...slapSized, code: 'RIGHT_MIDDLE_ROLL' },
        'RIGHT_MIDDLE_ROLL: the print is 1600x1000 pixels, larger than the 800x750 allowed',
      ],
      [{ ...rolled, width: 700 }, 'RIGHT_INDEX_ROLL: width and height say 700x720, the WSQ image is 760x720'],
      [
        { ...rolled, bitmapImage: small.bitmapImage },
        'RIGHT_INDEX_ROLL: the bitmap image is 400x400, the WSQ image is 760x720',
      ],
      [
        { ...rolled, bitmapImage: rolled.wsqImage },
        'RIGHT_INDEX_ROLL: the bitmap image must be a PNG or BMP image',
      ],
    ];
    for (const [bad, message] of cases) {
      const response = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
        id,
        fingerprints: [good, bad],
      });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const twice = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id,
      fingerprints: [good, good],
    });
    expectRefusal(twice, 400, 'LEFT_RING_ROLL: sent twice in one upload');
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(detail.fingerprints).toEqual([]);
  });

  it('marks fingers missing with XX or UP and refuses a print for a finger marked missing', async () => {
    const id = await createTransaction();
    const annotated = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/annotation', {
      id,
      annotations: [
        { code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'AMPUTATED' },
        { code: 'RIGHT_LITTLE_ROLL', color: 'RED', reason: 'UP' },
        { code: 'LEFT_RING_ROLL', color: 'YELLOW', reason: 'BANDAGED' },
      ],
    });
    expect(annotated.statusCode, annotated.body).toBe(200);
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(detail.annotations).toEqual([
      { code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' },
      { code: 'RIGHT_LITTLE_ROLL', color: 'RED', reason: 'UP' },
      { code: 'LEFT_RING_ROLL', color: 'YELLOW', reason: 'BANDAGED' },
    ]);
    const refused = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id,
      fingerprints: [testPrint('LEFT_INDEX_ROLL', simulatorSize('LEFT_INDEX_ROLL'))],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^LEFT_INDEX_ROLL: the finger is marked missing/);
    const noReason = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/annotation', {
      id,
      annotations: [{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'BANDAGED' }],
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('LEFT_INDEX_ROLL');
  });
});

describe('completion and status changes', () => {
  it('completes a capture with 13 prints, the XX annotation and both signatures', async () => {
    const id = await capturedTransaction();
    const done = await complete(id);
    expect(done.statusCode, done.body).toBe(200);
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
    expect(detail.status).toBe('COMPLETED');
    expect(detail.fingerprints).toHaveLength(13);
    expect(detail.annotations).toEqual([{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' }]);
    const [row] = await t.database.db
      .select()
      .from(biometricTransactions)
      .where(eq(biometricTransactions.id, id));
    expect(row?.generateEft).toBe(true);
    expect(row?.completion).toMatchObject({ printerInfo: 'Front desk', generateEft: true });
    expect((await complete(id)).statusCode).toBe(400);
  });

  it('refuses to complete a capture that lacks prints or signatures, saying what is missing', async () => {
    const id = await createTransaction(s.location, applicant());
    const refused = await complete(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('LEFT_INDEX_ROLL');
    expect(refused.json().message).toContain("the applicant's signature");
  });

  it('allows every legal status change and refuses every other one', async () => {
    const id = await capturedTransaction();
    const status = (to: string) =>
      call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, { status: to });
    const current = async () =>
      (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data.status;
    // In progress: nothing by hand.
    for (const to of ['COMPLETED', 'IN_REVIEW', 'SENT_TO_FBI', 'RECAPTURED', 'REQUEST_FOR_RECAPTURE']) {
      expect((await status(to)).statusCode, `IN_PROGRESS -> ${to}`).toBe(400);
    }
    expect((await complete(id)).statusCode).toBe(200);
    const refusedFromCompleted = await status('SENT_TO_FBI');
    expectRefusal(
      refusedFromCompleted,
      400,
      'Only a successful EFT transfer marks a transaction Sent to FBI',
    );
    for (const to of ['IN_PROGRESS', 'RECAPTURED'])
      expect((await status(to)).statusCode, `COMPLETED -> ${to}`).toBe(400);
    expect((await status('IN_REVIEW')).statusCode).toBe(200);
    expect(await current()).toBe('IN_REVIEW');
    expect((await status('COMPLETED')).statusCode).toBe(200);
    expect((await status('REQUEST_FOR_RECAPTURE')).statusCode).toBe(200);
    expect((await status('RECAPTURED')).statusCode).toBe(400);
    expect(await current()).toBe('REQUEST_FOR_RECAPTURE');
    const changes = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BIOMETRIC_STATUS_CHANGED'), eq(auditLog.entityId, id)));
    expect(changes).toHaveLength(3);
  });

  it('answers every change by hand from every status as the state machine says, refusing with its reason', async () => {
    const id = await capturedTransaction();
    expect((await complete(id)).statusCode).toBe(200);
    let checked = 0;
    for (const from of BIOMETRIC_STATUSES) {
      for (const to of BIOMETRIC_STATUSES) {
        // Each pair from a known status: the status is set in the database, as a transfer or recapture would.
        await t.database.db
          .update(biometricTransactions)
          .set({ status: from })
          .where(eq(biometricTransactions.id, id));
        const response = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, { status: to });
        const rule = from === to ? { ok: true as const } : biometricStatusChange(from, to, 'manual');
        expect(response.statusCode, `${from} -> ${to}: ${response.body}`).toBe(rule.ok ? 200 : 400);
        if (!rule.ok) expect(response.json().message, `${from} -> ${to}`).toBe(rule.message);
        const after = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`)).json().data;
        expect(after.status, `${from} -> ${to}`).toBe(rule.ok ? to : from);
        checked += 1;
      }
    }
    expect(checked).toBe(36);
  });

  it('recaptures: the recapture completes with two fingers, the parent becomes RECAPTURED and the list finds both', async () => {
    const parent = await capturedTransaction();
    expect((await complete(parent)).statusCode).toBe(200);
    const notAsked = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/recapture-reference', {
      recaptureReferenceId: parent,
    });
    expect(notAsked.statusCode).toBe(400);
    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${parent}`, {
      status: 'REQUEST_FOR_RECAPTURE',
    });
    const started = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/recapture-reference', {
      recaptureReferenceId: parent,
    });
    expect(started.statusCode, started.body).toBe(200);
    const child = started.json().data.id;
    // Asking again resumes the open recapture: the same id, no second record and no second entry.
    const resumed = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/recapture-reference', {
      recaptureReferenceId: parent,
    });
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(resumed.json().data.id).toBe(child);
    const detail = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${child}`)).json().data;
    expect(detail).toMatchObject({
      recaptureReferenceId: parent,
      status: 'IN_PROGRESS',
      lastName: 'Whitaker',
    });
    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${child}`, {
      applicantSignature: TINY_PNG_DATA_URL,
      officerSignature: TINY_PNG_DATA_URL,
    });
    const two = ['RIGHT_INDEX_ROLL', 'RIGHT_MIDDLE_ROLL'] as const;
    const prints = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id: child,
      fingerprints: two.map((code) => testPrint(code, simulatorSize(code))),
    });
    expect(prints.statusCode, prints.body).toBe(200);
    expect((await complete(child)).statusCode).toBe(200);
    const parentNow = (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${parent}`)).json().data;
    expect(parentNow.status).toBe('RECAPTURED');
    const both = await call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', {
      recaptureReferenceId: parent,
      includeRecaptureParent: true,
    });
    expect(
      both
        .json()
        .data.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([parent, child].sort());
    const childOnly = await call(t.app, s.partner, 'POST', '/partner/v1/biometrics/search', {
      recaptureReferenceId: parent,
    });
    expect(childOnly.json().data.map((row: { id: string }) => row.id)).toEqual([child]);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(biometricTransactions)
      .where(eq(biometricTransactions.recaptureReferenceId, parent));
    expect(count?.n).toBe(1);
  });
});
