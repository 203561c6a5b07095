import { randomBytes } from 'node:crypto';
import { encodeEbtsResponse, readEbtsResponse } from '@ridgeline/nist';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { executedRows } from '../db/executed-rows';
import { biometricTransactions, locations, partners } from '../db/schema';
import { recordResponse } from '../fbi-responses/apply-response';
import { createSecretBox } from '../secrets/secret-box';
import { DEMO_USERS } from '../seed/demo-data';
import { openTestDatabaseWithDemoData } from '../test/test-database';
import { call, demoSessions, enterPartner, type DemoSessions, type Session } from '../test/sessions';

/*
 * Reject analytics (issue 28) on the transmissions of a fixed fortnight in 2030, far from the demo data's dates.
 * Transactions are started through the API by the demo operator (Oscar Operator, Downtown) and the partner
 * administrator (Paula Partner, entered at Airport), so the audit trail names their operator; they are marked sent
 * as the EFT transfer would, and the FBI's answers are EBTS SRE/ERRT files read with libs/nist and applied through
 * the response path (apply-response.ts). The ERRT wording follows EBTS's error messages: a code, then the sentence.
 *
 *   T1 Downtown  Oscar  LS-100  Mon 2030-03-04  ERRT L0008, FINGER NUMBER 02 (right index)
 *   T2 Downtown  Oscar  LS-100  Tue 2030-03-05  SRE
 *   T3 Downtown  Oscar  LS-100  Wed 2030-03-06  SRE, the recapture of T1 (not a first transmission)
 *   T4 Airport   Paula  LS-200  Mon 2030-03-11  ERRT L0008, LEFT THUMB (position 6)
 *   T5 Airport   Paula  LS-200  Tue 2030-03-12  ERRT L0116, two fingers named (no finger)
 *   T6 Downtown  Oscar  LS-100  Tue 2030-03-12  sent, not answered: not counted
 *   T7 Downtown  Oscar  LS-100  Wed 2030-03-20  SRE, outside the range
 *   G1 Globex (another partner)   2030-03-05    ERRT: only the system area counts it
 */
let database: Database;
let app: FastifyInstance;
let sessions: DemoSessions;
let airportAdmin: Session;
const box = createSecretBox(randomBytes(32));
const ids: Record<string, string> = {};
const tcns: Record<string, string> = {};

const RANGE = { startDate: '2030-03-04', endDate: '2030-03-17' };
const MESSAGES = {
  T1: 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 02',
  T4: 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. LEFT THUMB',
  T5: 'L0116 - FINGERS 02 AND 03 APPEAR TO BE OUT OF SEQUENCE: FINGER 02, FINGER 03',
  G1: 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED',
};

let files = 0;
/** The FBI's answer as a file of the system destination's response folder, read and applied as a poll does. */
async function answer(tcn: string, tot: 'SRE' | 'ERRT', message?: string) {
  files += 1;
  const bytes = encodeEbtsResponse({
    tot,
    controlNumber: `E${tcn}`,
    controlReference: tcn,
    date: '2030-03-20',
    destinationAgency: 'WVATF0900',
    originatingAgency: 'WVIAFIS0Z',
    ...(message ? { messages: [message] } : {}),
  });
  const applied = await recordResponse(
    database.db,
    box,
    {
      destinationScope: 'system',
      fileName: `answer-${files}.eft`,
      sha256: `${files}`.padStart(64, '0'),
      size: bytes.length,
    },
    readEbtsResponse(bytes),
    new Date('2030-03-20T12:00:00Z'),
  );
  expect(applied?.transactionId).toBeTruthy();
}

/** A transaction started through the API by `session`, then sent to the FBI through the system destination. */
async function transmission(
  name: string,
  session: Session,
  day: string,
  deviceId: string,
  recaptureOf?: string,
) {
  const created = await call(app, session, 'POST', '/partner/v1/biometrics', {
    productName: 'FBIBGCHECK',
    captureType: 'ROLL',
    deviceId,
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json<{ data: { id: string } }>().data.id;
  tcns[name] = `RLA2030${name}${String(Date.now()).slice(-6)}`;
  await database.db
    .update(biometricTransactions)
    .set({
      status: 'SENT_TO_FBI',
      transactionControlNumber: tcns[name],
      eftDestinationScope: 'system',
      createdAt: new Date(`${day}T15:00:00Z`),
      ...(recaptureOf ? { recaptureReferenceId: ids[recaptureOf] } : {}),
    })
    .where(eq(biometricTransactions.id, id));
  ids[name] = id;
}

/** The partner a location belongs to. */
const partnerOf = async (locationId: string) =>
  (
    await database.db.select({ id: locations.partnerId }).from(locations).where(eq(locations.id, locationId))
  )[0]!.id;

beforeAll(async () => {
  database = await openTestDatabaseWithDemoData();
  app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist' },
    database,
    deliveryOptions: { work: false },
  });
  sessions = await demoSessions(app, database.db);
  const { partnerAdmin } = DEMO_USERS;
  // The partner administrator entered at Airport, so the transactions it starts belong to that location.
  airportAdmin = await enterPartner(
    app,
    partnerAdmin.email,
    partnerAdmin.password,
    await partnerOf(sessions.airportId),
    sessions.airportId,
  );

  await transmission('T1', sessions.location, '2030-03-04', 'LS-100');
  await transmission('T2', sessions.location, '2030-03-05', 'LS-100');
  await transmission('T3', sessions.location, '2030-03-06', 'LS-100', 'T1');
  await transmission('T4', airportAdmin, '2030-03-11', 'LS-200');
  await transmission('T5', airportAdmin, '2030-03-12', 'LS-200');
  await transmission('T6', sessions.location, '2030-03-12', 'LS-100');
  await transmission('T7', sessions.location, '2030-03-20', 'LS-100');
  await answer(tcns['T1']!, 'ERRT', MESSAGES.T1);
  // The same answer in a second file (the FBI resent it): the transmission is still rejected once.
  await answer(tcns['T1']!, 'ERRT', MESSAGES.T1);
  await answer(tcns['T2']!, 'SRE');
  await answer(tcns['T3']!, 'SRE');
  await answer(tcns['T4']!, 'ERRT', MESSAGES.T4);
  await answer(tcns['T5']!, 'ERRT', MESSAGES.T5);
  await answer(tcns['T7']!, 'SRE');

  // Another partner's rejected transmission (created where the system sends for every partner).
  tcns['G1'] = `RLA2030G1${String(Date.now()).slice(-6)}`;
  const [g1] = await database.db
    .insert(biometricTransactions)
    .values({
      partnerId: await partnerOf(sessions.foreignLocationId),
      locationId: sessions.foreignLocationId,
      status: 'SENT_TO_FBI',
      transactionControlNumber: tcns['G1'],
      eftDestinationScope: 'system',
      createdAt: new Date('2030-03-05T15:00:00Z'),
    })
    .returning();
  ids['G1'] = g1!.id;
  await answer(tcns['G1']!, 'ERRT', MESSAGES.G1);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface Analytics {
  timeZone: string;
  bucket: string;
  totals: Record<string, number | null>;
  overTime: Record<string, unknown>[];
  byReason: { key: string | null; label: string; rejected: number }[];
  byLocation: {
    key: string | null;
    label: string;
    answered: number;
    rejected: number;
    rejectRate: number | null;
  }[];
  byOperator: {
    key: string | null;
    label: string;
    answered: number;
    rejected: number;
    rejectRate: number | null;
  }[];
  byDevice: {
    key: string | null;
    label: string;
    answered: number;
    rejected: number;
    rejectRate: number | null;
  }[];
  byFinger: { key: string | null; label: string; rejected: number }[];
  byPartner?: { key: string | null; label: string; answered: number; rejected: number }[];
}

async function analytics(session: Session, url: string, body: object) {
  const answered = await call(app, session, 'POST', url, body);
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json<{ data: Analytics }>().data;
}
const PARTNER = '/partner/v1/reports/reject-analytics/search';
const SYSTEM = '/system/v1/reject-analytics/search';

describe('reject analytics', () => {
  it('counts first-time acceptance and the reject rate of the partner’s answered transmissions', async () => {
    const data = await analytics(sessions.partner, PARTNER, RANGE);
    // Answered: T1-T5. Rejected: T1, T4, T5. First transmissions: all but T3; of them only T2 was accepted.
    expect(data.totals).toEqual({
      answered: 5,
      rejected: 3,
      rejectRate: 0.6,
      firstAnswered: 4,
      firstAccepted: 1,
      firstTimeAcceptanceRate: 0.25,
    });
  });

  it('draws the rates over time by day and by week (weeks from Monday)', async () => {
    const byWeek = await analytics(sessions.partner, PARTNER, { ...RANGE, bucket: 'week' });
    expect(byWeek.bucket).toBe('week');
    expect(byWeek.overTime).toEqual([
      {
        period: '2030-03-04',
        answered: 3,
        rejected: 1,
        firstAnswered: 2,
        firstAccepted: 1,
        rejectRate: 0.3333,
        firstTimeAcceptanceRate: 0.5,
      },
      {
        period: '2030-03-11',
        answered: 2,
        rejected: 2,
        firstAnswered: 2,
        firstAccepted: 0,
        rejectRate: 1,
        firstTimeAcceptanceRate: 0,
      },
    ]);
    const byDay = await analytics(sessions.partner, PARTNER, RANGE);
    expect(byDay.overTime).toHaveLength(14);
    expect(byDay.overTime[0]).toMatchObject({ period: '2030-03-04', answered: 1, rejected: 1 });
    expect(byDay.overTime[2]).toMatchObject({
      period: '2030-03-06',
      answered: 1,
      rejected: 0,
      firstAnswered: 0,
    });
    expect(byDay.overTime[3]).toMatchObject({ period: '2030-03-07', answered: 0, rejectRate: null });
  });

  it('groups rejects by error code, location, operator, device and the finger the message names', async () => {
    const data = await analytics(sessions.partner, PARTNER, RANGE);
    expect(data.byReason).toEqual([
      { key: 'L0008', label: 'L0008', rejected: 2 },
      { key: 'L0116', label: 'L0116', rejected: 1 },
    ]);
    expect(
      data.byLocation.map(({ label, answered, rejected, rejectRate }) => ({
        label,
        answered,
        rejected,
        rejectRate,
      })),
    ).toEqual(
      [
        { label: 'Airport', answered: 2, rejected: 2, rejectRate: 1 },
        { label: 'Downtown', answered: 3, rejected: 1, rejectRate: 0.3333 },
      ].map((row) => ({ ...row, label: expect.stringContaining(row.label) as unknown as string })),
    );
    expect(data.byOperator.map(({ label, answered, rejected }) => ({ label, answered, rejected }))).toEqual([
      { label: 'Paula Partner', answered: 2, rejected: 2 },
      { label: 'Oscar Operator', answered: 3, rejected: 1 },
    ]);
    expect(data.byDevice.map(({ key, answered, rejected }) => ({ key, answered, rejected }))).toEqual([
      { key: 'LS-200', answered: 2, rejected: 2 },
      { key: 'LS-100', answered: 3, rejected: 1 },
    ]);
    // T5's message names two fingers: it counts under its reason, not under a finger.
    expect(data.byFinger).toEqual([
      { key: '6', label: 'Left thumb (6)', rejected: 1 },
      { key: '2', label: 'Right index (2)', rejected: 1 },
    ]);
  });

  it('shows a location session its own location only, and names no other partner anywhere', async () => {
    const data = await analytics(sessions.location, PARTNER, RANGE);
    expect(data.totals).toMatchObject({ answered: 3, rejected: 1, firstAnswered: 2, firstAccepted: 1 });
    expect(data.byLocation.map((row) => row.key)).toEqual([sessions.downtownId]);
    const partner = JSON.stringify(await analytics(sessions.partner, PARTNER, RANGE));
    expect(partner).not.toContain(ids['G1']);
    expect(partner).not.toContain(sessions.foreignLocationId);
  });

  it('narrows by location the same way the reports do, and a foreign location matches nothing', async () => {
    const airport = await analytics(sessions.partner, PARTNER, { ...RANGE, locations: [sessions.airportId] });
    expect(airport.totals).toMatchObject({ answered: 2, rejected: 2 });
    const foreign = await analytics(sessions.partner, PARTNER, {
      ...RANGE,
      locations: [sessions.foreignLocationId],
    });
    expect(foreign.totals).toMatchObject({
      answered: 0,
      rejected: 0,
      rejectRate: null,
      firstTimeAcceptanceRate: null,
    });
    expect(foreign.byReason).toEqual([]);
  });

  it('counts every partner in the system area, with a breakdown by partner', async () => {
    const data = await analytics(sessions.system, SYSTEM, RANGE);
    expect(data.timeZone).toBe('UTC');
    expect(data.totals).toMatchObject({ answered: 6, rejected: 4, firstAnswered: 5, firstAccepted: 1 });
    expect(data.byPartner?.map(({ label, answered, rejected }) => ({ label, answered, rejected }))).toEqual([
      { label: expect.stringMatching(/Acme/), answered: 5, rejected: 3 },
      { label: 'Globex', answered: 1, rejected: 1 },
    ]);
    // A reject without a finger named and without a device or operator on record is still counted by reason.
    expect(data.byReason).toEqual([
      { key: 'L0008', label: 'L0008', rejected: 3 },
      { key: 'L0116', label: 'L0116', rejected: 1 },
    ]);
    const globex = await analytics(sessions.system, SYSTEM, {
      ...RANGE,
      partners: [data.byPartner![1]!.key],
    });
    expect(globex.totals).toMatchObject({ answered: 1, rejected: 1 });
  });

  it('refuses an end before the start, and a daily range longer than a year', async () => {
    const backwards = await call(app, sessions.partner, 'POST', PARTNER, {
      startDate: '2030-03-10',
      endDate: '2030-03-01',
    });
    expect(backwards.statusCode).toBe(400);
    const long = await call(app, sessions.partner, 'POST', PARTNER, {
      startDate: '2029-01-01',
      endDate: '2030-03-01',
    });
    expect(long.statusCode).toBe(400);
    const weekly = await call(app, sessions.partner, 'POST', PARTNER, {
      startDate: '2029-01-01',
      endDate: '2030-03-01',
      bucket: 'week',
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
  });

  it('downloads the rejected transmissions as CSV, without message text', async () => {
    const response = await call(
      app,
      sessions.partner,
      'POST',
      '/partner/v1/reports/reject-analytics/download',
      RANGE,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="fbi-rejects-2030-03-04-to-2030-03-17.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Captured On,FBI Answer Date,TCN,Location,Operator,Device,Error Code,Finger,First Transmission,Id',
    );
    // The newest first: T5, T4, T1.
    expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual([tcns['T5'], tcns['T4'], tcns['T1']]);
    expect(lines[3]).toContain(',Oscar Operator,LS-100,L0008,Right index (2),Yes,');
    expect(lines[3]!.startsWith('2030-03-04T15:00:00.000Z,2030-03-20,')).toBe(true);
    expect(response.body).not.toMatch(/QUALITY|SEQUENCE/);

    // A location session downloads its own location's rejects only (T1), another partner's never.
    const location = await call(
      app,
      sessions.location,
      'POST',
      '/partner/v1/reports/reject-analytics/download',
      RANGE,
    );
    expect(location.statusCode, location.body).toBe(200);
    expect(
      location.body
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[2]),
    ).toEqual([tcns['T1']]);
    expect(response.body).not.toContain(tcns['G1']);

    const system = await call(app, sessions.system, 'POST', '/system/v1/reject-analytics/download', RANGE);
    expect(system.statusCode, system.body).toBe(200);
    const systemLines = system.body.trimEnd().split('\r\n');
    expect(systemLines[0]).toContain('TCN,Partner,Location');
    expect(systemLines).toHaveLength(5);
  });
});

describe('the reject download, cell by cell', () => {
  const titleOf = async (locationId: string) =>
    (
      await database.db.select({ title: locations.title }).from(locations).where(eq(locations.id, locationId))
    )[0]!.title;
  const partnerNameOf = async (locationId: string) =>
    (
      await database.db
        .select({ name: partners.legalName })
        .from(locations)
        .innerJoin(partners, eq(partners.id, locations.partnerId))
        .where(eq(locations.id, locationId))
    )[0]!.name;

  it('writes every cell of each rejected transmission, the partner in the system area, and ends with one CRLF', async () => {
    const downtown = await titleOf(sessions.downtownId);
    const airport = await titleOf(sessions.airportId);
    // Captured on the day the transaction was made (15:00 UTC), answered on the SRE/ERRT file's date (2030-03-20);
    // a message naming two fingers names no finger; T1-T5 were all first transmissions.
    const row = (
      name: string,
      partner: string | null,
      location: string,
      operator: string,
      device: string,
      code: string,
      finger: string,
      day: string,
    ) =>
      [
        `${day}T15:00:00.000Z`,
        '2030-03-20',
        tcns[name],
        ...(partner === null ? [] : [partner]),
        location,
        operator,
        device,
        code,
        finger,
        'Yes',
        ids[name],
      ].join(',');
    const partnerRows = [
      row('T5', null, airport, 'Paula Partner', 'LS-200', 'L0116', '', '2030-03-12'),
      row('T4', null, airport, 'Paula Partner', 'LS-200', 'L0008', 'Left thumb (6)', '2030-03-11'),
      row('T1', null, downtown, 'Oscar Operator', 'LS-100', 'L0008', 'Right index (2)', '2030-03-04'),
    ];
    const partnerCsv = await call(
      app,
      sessions.partner,
      'POST',
      '/partner/v1/reports/reject-analytics/download',
      RANGE,
    );
    expect(partnerCsv.body).toBe(
      [
        'Captured On,FBI Answer Date,TCN,Location,Operator,Device,Error Code,Finger,First Transmission,Id',
        ...partnerRows,
      ]
        .map((line) => `${line}\r\n`)
        .join(''),
    );

    const acme = await partnerNameOf(sessions.downtownId);
    const globex = await partnerNameOf(sessions.foreignLocationId);
    const systemCsv = await call(app, sessions.system, 'POST', '/system/v1/reject-analytics/download', RANGE);
    expect(systemCsv.body).toBe(
      [
        'Captured On,FBI Answer Date,TCN,Partner,Location,Operator,Device,Error Code,Finger,First Transmission,Id',
        row('T5', acme, airport, 'Paula Partner', 'LS-200', 'L0116', '', '2030-03-12'),
        row('T4', acme, airport, 'Paula Partner', 'LS-200', 'L0008', 'Left thumb (6)', '2030-03-11'),
        // Globex's transmission was stored without an operator or a device: those cells are empty.
        row('G1', globex, await titleOf(sessions.foreignLocationId), '', '', 'L0008', '', '2030-03-05'),
        row('T1', acme, downtown, 'Oscar Operator', 'LS-100', 'L0008', 'Right index (2)', '2030-03-04'),
      ]
        .map((line) => `${line}\r\n`)
        .join(''),
    );
  });

  it('writes only the header when nothing was rejected in the range', async () => {
    const empty = await call(app, sessions.partner, 'POST', '/partner/v1/reports/reject-analytics/download', {
      startDate: '2031-01-01',
      endDate: '2031-01-31',
    });
    expect(empty.body).toBe(
      'Captured On,FBI Answer Date,TCN,Location,Operator,Device,Error Code,Finger,First Transmission,Id\r\n',
    );
  });
});

describe('the filters and the range of reject analytics', () => {
  const answeredWith = async (filters: object, session: Session = sessions.partner, url = PARTNER) =>
    (await analytics(session, url, { ...RANGE, ...filters })).totals['answered'];

  it('matches any of the ids given, ignores ids that are not UUIDs, and an empty list filters nothing', async () => {
    expect(await answeredWith({ locations: [] })).toBe(5);
    expect(await answeredWith({ locations: [sessions.airportId, sessions.downtownId] })).toBe(5);
    expect(await answeredWith({ locations: [sessions.airportId, 'not-a-uuid'] })).toBe(2);
    expect(await answeredWith({ locations: ['not-a-uuid'] })).toBe(0);
    expect(await answeredWith({ partners: ['not-a-uuid'] }, sessions.system, SYSTEM)).toBe(0);
    // None of the fortnight's transmissions was sold as a partner service or booked for a company.
    const unknown = '5b0c3a1e-8f2d-4c6b-9a7e-0d1f2e3c4b5a';
    expect(await answeredWith({ services: [unknown] })).toBe(0);
    expect(await answeredWith({ companies: [unknown] })).toBe(0);
    expect(await answeredWith({ services: [], companies: [] })).toBe(5);
  });

  it('takes a one-day range, up to 366 days by day and 3,660 by week, naming endDate when refused', async () => {
    expect(await answeredWith({ startDate: '2030-03-04', endDate: '2030-03-04' })).toBe(1);
    const refused = async (body: object, message: string) => {
      const answer = await call(app, sessions.partner, 'POST', PARTNER, body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ message, description: 'field: endDate' });
    };
    await refused(
      { startDate: '2030-03-05', endDate: '2030-03-04' },
      'endDate must be on or after startDate',
    );
    // 2028 is a leap year: its 366 days are one year; a day more is more than a year.
    expect(await answeredWith({ startDate: '2028-01-01', endDate: '2028-12-31' })).toBe(0);
    await refused(
      { startDate: '2028-01-01', endDate: '2029-01-01' },
      'A range of more than a year is shown by week: choose the week bucket or a shorter range',
    );
    // 2020-05-24 to 2030-05-31 is 3,660 days, counted with both ends; it holds T1-T5 and T7 (answered 2030-03-20).
    expect(await answeredWith({ startDate: '2020-05-24', endDate: '2030-05-31', bucket: 'week' })).toBe(6);
    await refused(
      { startDate: '2020-05-24', endDate: '2030-06-01', bucket: 'week' },
      'A range of more than ten years cannot be shown: choose a shorter range',
    );
  });
});

describe('rejects with nothing on record, counted in their own calendar', () => {
  it("counts a reject without location, operator, device or error code under those names, on the partner's day", async () => {
    const acme = await partnerOf(sessions.downtownId);
    tcns['N1'] = `RLA2030N1${String(Date.now()).slice(-6)}`;
    // 03:00 UTC on 4 June is 20:00 on 3 June in Los Angeles, the demo partner's time zone.
    const [n1] = await database.db
      .insert(biometricTransactions)
      .values({
        partnerId: acme,
        status: 'SENT_TO_FBI',
        transactionControlNumber: tcns['N1'],
        eftDestinationScope: 'system',
        createdAt: new Date('2030-06-04T03:00:00Z'),
      })
      .returning();
    ids['N1'] = n1!.id;
    await answer(tcns['N1'], 'ERRT', 'THE SUBMISSION COULD NOT BE PROCESSED');

    const june3 = { startDate: '2030-06-03', endDate: '2030-06-03' };
    const partner = await analytics(sessions.partner, PARTNER, june3);
    expect(partner.timeZone).toBe('America/Los_Angeles');
    expect(partner.totals).toMatchObject({ answered: 1, rejected: 1 });
    expect(partner.overTime).toMatchObject([{ period: '2030-06-03', answered: 1, rejected: 1 }]);
    expect(partner.byReason).toEqual([{ key: null, label: 'No error code', rejected: 1 }]);
    const counts = { answered: 1, rejected: 1, rejectRate: 1 };
    expect(partner.byLocation).toEqual([{ key: null, label: 'No location', ...counts }]);
    expect(partner.byOperator).toEqual([{ key: null, label: 'Not on record', ...counts }]);
    expect(partner.byDevice).toEqual([{ key: null, label: 'Not recorded', ...counts }]);
    expect(partner.byFinger).toEqual([]);
    expect(partner).not.toHaveProperty('byPartner');

    // The system area counts days in UTC: the reject falls on 4 June there.
    expect((await analytics(sessions.system, SYSTEM, june3)).totals).toMatchObject({ answered: 0 });
    const system = await analytics(sessions.system, SYSTEM, {
      startDate: '2030-06-04',
      endDate: '2030-06-04',
    });
    expect(system.totals).toMatchObject({ answered: 1, rejected: 1 });
    expect(system.byPartner).toEqual([{ key: acme, label: expect.stringMatching(/Acme/), ...counts }]);
  });

  it('lists the worst first: most rejects, then the highest rate, then the name', async () => {
    // System area, the fortnight: Airport 2 of 2, then Globex's location 1 of 1 (rate 1) before Downtown 1 of 3.
    const data = await analytics(sessions.system, SYSTEM, RANGE);
    const foreign = (
      await database.db
        .select({ title: locations.title })
        .from(locations)
        .where(eq(locations.id, sessions.foreignLocationId))
    )[0]!.title;
    expect(data.byLocation.map(({ key, rejected, rejectRate }) => ({ key, rejected, rejectRate }))).toEqual([
      { key: sessions.airportId, rejected: 2, rejectRate: 1 },
      { key: sessions.foreignLocationId, rejected: 1, rejectRate: 1 },
      { key: sessions.downtownId, rejected: 1, rejectRate: 0.3333 },
    ]);
    expect(data.byLocation[1]!.label).toBe(foreign);
    // Globex's transmission has no operator or device on record: 1 of 1, ahead of Oscar's 1 of 3.
    expect(data.byOperator.map(({ label, rejected }) => ({ label, rejected }))).toEqual([
      { label: 'Paula Partner', rejected: 2 },
      { label: 'Not on record', rejected: 1 },
      { label: 'Oscar Operator', rejected: 1 },
    ]);
    expect(data.byDevice.map(({ key, label }) => ({ key, label }))).toEqual([
      { key: 'LS-200', label: 'LS-200' },
      { key: null, label: 'Not recorded' },
      { key: 'LS-100', label: 'LS-100' },
    ]);
  });
});

describe('a reject download longer than one page', () => {
  it('writes every rejected transmission once, newest first, across instants a microsecond apart', async () => {
    const acme = await partnerOf(sessions.downtownId);
    // 1,001 rejects within 1.001 ms: a page boundary falls between instants a JavaScript Date cannot tell apart.
    const inserted = executedRows(
      await database.db.execute(sql`
        insert into biometric_transactions (partner_id, location_id, status, transaction_control_number,
          eft_destination_scope, created_at, fbi_response_kind, fbi_error_code, fbi_response_date)
        select ${acme}::uuid, ${sessions.downtownId}::uuid, 'SENT_TO_FBI', 'RLPAGE' || n, 'system',
          timestamptz '2030-09-10 12:00:00+00' + n * interval '1 microsecond', 'ERRT', 'L0008', date '2030-09-12'
        from generate_series(1, 1001) n
        returning transaction_control_number as tcn`),
    );
    expect(inserted).toHaveLength(1001);
    const response = await call(
      app,
      sessions.partner,
      'POST',
      '/partner/v1/reports/reject-analytics/download',
      {
        startDate: '2030-09-10',
        endDate: '2030-09-10',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const tcnsWritten = response.body
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(tcnsWritten).toEqual(Array.from({ length: 1001 }, (_, i) => `RLPAGE${1001 - i}`));
  });
});
