import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, biometricTransactions, companies, locations } from '../db/schema';
import { offerService } from '../test/booking-fixtures';
import { useDemoTestApp } from '../test/auth-test-app';
import { partnerIdByCode } from '../test/partner-session';
import { FETCH_SIZE } from './report-stream';
import { call } from '../test/sessions';
import { expectRefusal } from '../test/answers';

let companyId = '';
let serviceId = '';
const TOTAL = FETCH_SIZE + 7;

// The fake clock stands at 2026-03-02 09:00 UTC, 01:00 in San Francisco.
const { t, s } = useDemoTestApp(async () => {
  const db = t.database.db;
  const partnerId = await partnerIdByCode(db, 'acme');
  serviceId = await offerService(db, s.downtownId, 40);
  const [company] = await db
    .insert(companies)
    .values({ partnerId, name: 'Report Co', active: true })
    .returning();
  companyId = company!.id;
  const statuses = ['CONFIRMED', 'COMPLETED', 'NO_SHOW', 'CANCELED', 'DRAFT'];
  const rows = Array.from({ length: TOTAL }, (_, i) => ({
    partnerId,
    locationId: i % 10 === 0 ? s.airportId : s.downtownId,
    partnerServiceId: serviceId,
    serviceDisplayName: 'FBI Background Check',
    amount: 40,
    companyId: i % 3 === 0 ? companyId : null,
    paymentModeCode: i % 2 === 0 ? 'CASH' : 'CARD',
    appointmentDate: i % 4 === 0 ? '2026-03-05' : '2026-03-02',
    startTime: '10:00',
    endTime: '10:30',
    startsAt: new Date('2026-03-02T18:00:00Z'),
    endsAt: new Date('2026-03-02T18:30:00Z'),
    firstName: i === 1 ? '=HYPERLINK("x")' : `First${i}`,
    lastName: i === 2 ? 'O"Brien, Jr' : i === 3 ? 'Two\nLines' : `Last${String(i).padStart(5, '0')}`,
    email: `person${i}@example.test`,
    status: statuses[i % 5]!,
    confirmationNumber: `RLTEST${i}`,
    bookedOnline: i % 7 === 0,
    // Two days: yesterday evening in San Francisco (still Mar 1 there) and this morning.
    createdOn: new Date(i % 2 === 0 ? '2026-03-02T07:00:00Z' : '2026-03-02T08:59:00Z'),
  }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(appointments).values(rows.slice(i, i + 500));
  await db.insert(biometricTransactions).values([
    {
      partnerId,
      locationId: s.downtownId,
      status: 'COMPLETED',
      firstName: 'Bio',
      lastName: 'One',
      partnerServiceId: serviceId,
      transactionControlNumber: 'TCN1',
      createdAt: new Date('2026-03-02T08:00:00Z'),
    },
    {
      partnerId,
      locationId: s.airportId,
      status: 'IN_REVIEW',
      firstName: 'Bio',
      lastName: 'Two',
      createdAt: new Date('2026-03-02T08:30:00Z'),
    },
  ]);
});

const today = { startDate: '2026-03-02', endDate: '2026-03-02' };
const wide = { startDate: '2026-03-01', endDate: '2026-03-02' };

describe('appointment report', () => {
  it('filters by the created date in the partner time zone, pages, and keeps a location to itself', async () => {
    const partner = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
      ...today,
      pageSize: 5,
    });
    expect(partner.statusCode, partner.body).toBe(200);
    // Only the rows created at 08:59 UTC fall on March 2nd in San Francisco (07:00 UTC is March 1st, 23:00).
    const createdToday = Math.floor(TOTAL / 2);
    expect(partner.json().totalRecords).toBe(createdToday);
    expect(partner.json().data).toHaveLength(5);
    const location = await call(t.app, s.location, 'POST', '/partner/v1/reports/appointment/search', today);
    const downtownToday = Array.from({ length: TOTAL }, (_, i) => i).filter(
      (i) => i % 2 === 1 && i % 10 !== 0,
    ).length;
    expect(location.json().totalRecords).toBe(downtownToday);
  });

  it('applies every §3 criterion: companies, services, locations, payment modes, statuses, appointment date', async () => {
    const count = async (filters: Record<string, unknown>) =>
      (
        await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
          startDate: '2026-03-01',
          endDate: '2026-03-02',
          ...filters,
        })
      ).json().totalRecords as number;
    const all = Array.from({ length: TOTAL }, (_, i) => i);
    expect(await count({})).toBe(TOTAL);
    expect(await count({ companies: [companyId] })).toBe(all.filter((i) => i % 3 === 0).length);
    expect(await count({ services: [serviceId] })).toBe(TOTAL);
    expect(await count({ services: ['00000000-0000-4000-8000-000000000000', 'not-a-uuid'] })).toBe(0);
    expect(await count({ locations: [s.airportId] })).toBe(all.filter((i) => i % 10 === 0).length);
    expect(await count({ paymentModes: ['cash'] })).toBe(all.filter((i) => i % 2 === 0).length);
    expect(await count({ statuses: ['COMPLETED', 'CANCELED'] })).toBe(
      all.filter((i) => i % 5 === 1 || i % 5 === 3).length,
    );
    expect(
      await count({ filterByAppointmentDate: true, startDate: '2026-03-05', endDate: '2026-03-05' }),
    ).toBe(all.filter((i) => i % 4 === 0).length);
    // Issue 29: "reports filter by it" (booked online by the applicant, or by staff).
    expect(await count({ bookingChannel: 'ONLINE' })).toBe(all.filter((i) => i % 7 === 0).length);
    expect(await count({ bookingChannel: 'STAFF' })).toBe(all.filter((i) => i % 7 !== 0).length);
    expect(
      (
        await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
          ...wide,
          bookingChannel: 'PHONE',
        })
      ).statusCode,
    ).toBe(400);
    const bad = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
      startDate: '2026-03-02',
      endDate: '2026-03-01',
    });
    expectRefusal(bad, 400, 'endDate must be on or after startDate');
  });

  it('downloads every matching row as CSV, in the order of the table, streamed past one cursor batch', async () => {
    const filters = { startDate: '2026-03-01', endDate: '2026-03-02' };
    const response = await call(
      t.app,
      s.partner,
      'POST',
      '/partner/v1/reports/appointment/download',
      filters,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'appointment-report-2026-03-01-to-2026-03-02.csv',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Appointment Date,Start Time,Status,First Name,Last Name,Email,Location,Service,Company,Payment Mode,Amount,Booked Online,Created On,Id',
    );
    expect(lines).toHaveLength(TOTAL + 1 + 0);
    const page = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
      ...filters,
      pageSize: 3,
    });
    const ids = page.json().data.map((row: { id: string }) => row.id);
    expect(lines.slice(1, 4).map((line) => line.split(',').at(-1))).toEqual(ids);
    // Booked Online reads Yes for the rows seeded as online (every seventh, First0 among them).
    const bookedOnline = (first: string) =>
      lines
        .find((line) => line.includes(`,${first},`))
        ?.split(',')
        .at(-3);
    expect(bookedOnline('First7')).toBe('Yes');
    expect(bookedOnline('First8')).toBe('No');
    expect(response.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).toContain('"O""Brien, Jr"');
    expect(response.body).toContain('"Two\nLines"');
  });

  it('downloads the same rows as an XLSX workbook', async () => {
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/download', {
      ...wide,
      format: 'xlsx',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const rows = sheet.match(/<row /g) ?? [];
    const csv = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/download', wide);
    expect(rows).toHaveLength(csv.body.trimEnd().split('\r\n').length);
    expect(rows).toHaveLength(TOTAL + 1);
    expect(sheet).toContain('<c r="K2"><v>40</v></c>');
    // The yes/no column reads as the CSV's does.
    expect(sheet).toMatch(/<c r="L2" t="inlineStr"><is><t xml:space="preserve">(Yes|No)<\/t><\/is><\/c>/);
    expect(sheet).toContain('O&quot;Brien, Jr');
  });
});

describe('biometric report', () => {
  it('lists transactions in scope with their location, service and price, and downloads them', async () => {
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/reports/biometric/search', today);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.map((row: { lastName: string }) => row.lastName)).toEqual(['Two', 'One']);
    expect(response.json().data[1]).toMatchObject({
      locationTitle: 'Downtown',
      serviceDisplayName: 'FBI Background Check',
      amount: 40,
      transactionControlNumber: 'TCN1',
    });
    const location = await call(t.app, s.location, 'POST', '/partner/v1/reports/biometric/search', {
      ...today,
      statuses: ['COMPLETED'],
    });
    expect(location.json().totalRecords).toBe(1);
    const csv = await call(t.app, s.location, 'POST', '/partner/v1/reports/biometric/download', today);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(2);
    // Transactions without an appointment were started by staff.
    const channel = async (bookingChannel: string) =>
      (
        await call(t.app, s.partner, 'POST', '/partner/v1/reports/biometric/search', {
          ...today,
          bookingChannel,
        })
      ).json().totalRecords;
    expect(await channel('STAFF')).toBe(2);
    expect(await channel('ONLINE')).toBe(0);
  });
});

describe('the date range of a report, at the local midnights', () => {
  // Acme's zone is America/Los_Angeles: UTC-8 in February, and 8 March 2026 is the 23-hour day DST starts on
  // (02:00 PST becomes 03:00 PDT), so that day ends at 07:00 UTC on 9 March.
  it('takes every instant of each local day, from its first to its last, and nothing around them', async () => {
    const partnerId = await partnerIdByCode(t.database.db, 'acme');
    const at = (lastName: string, instant: string) => ({
      partnerId,
      locationId: s.downtownId,
      status: 'COMPLETED',
      firstName: 'Edge',
      lastName,
      createdAt: new Date(instant),
    });
    await t.database.db
      .insert(biometricTransactions)
      .values([
        at('Before', '2026-02-20T07:59:59.999Z'),
        at('First', '2026-02-20T08:00:00.000Z'),
        at('Last', '2026-02-21T07:59:59.999Z'),
        at('After', '2026-02-21T08:00:00.000Z'),
        at('DstFirst', '2026-03-08T08:00:00.000Z'),
        at('DstLast', '2026-03-09T06:59:59.999Z'),
        at('DstNext', '2026-03-09T07:00:00.000Z'),
      ]);
    const names = async (startDate: string, endDate: string) => {
      const response = await call(t.app, s.partner, 'POST', '/partner/v1/reports/biometric/search', {
        startDate,
        endDate,
        pageSize: 100,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json()
        .data.map((row: { lastName: string }) => row.lastName)
        .sort();
    };
    expect(await names('2026-02-20', '2026-02-20')).toEqual(['First', 'Last']);
    expect(await names('2026-02-21', '2026-02-21')).toEqual(['After']);
    expect(await names('2026-03-08', '2026-03-08')).toEqual(['DstFirst', 'DstLast']);
    expect(await names('2026-03-09', '2026-03-09')).toEqual(['DstNext']);
  });
});

describe('the cells of a report row', () => {
  it('quotes every text cell that needs it and names the location and company as stored, in the download and the search', async () => {
    const db = t.database.db;
    const [row] = await db
      .update(appointments)
      .set({
        email: 'a,b@example.test',
        serviceDisplayName: 'Prints, "rolled"',
        paymentModeCode: 'CASH, NET',
        appointmentDate: '2026-03-20',
      })
      .where(eq(appointments.firstName, 'First6'))
      .returning();
    await db.update(companies).set({ name: 'Report Co, "West"' }).where(eq(companies.id, companyId));
    const [downtown] = await db.select().from(locations).where(eq(locations.id, s.downtownId));
    await db.update(locations).set({ title: 'Downtown, "Main"' }).where(eq(locations.id, s.downtownId));
    try {
      // First6 (the seventh row): COMPLETED, CASH, 40, not booked online, created 07:00 UTC (1 March in San Francisco).
      const filters = { filterByAppointmentDate: true, startDate: '2026-03-20', endDate: '2026-03-20' };
      const csv = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/download', filters);
      expect(csv.body.split('\r\n')[1]).toBe(
        '2026-03-20,10:00,COMPLETED,First6,Last00006,"a,b@example.test","Downtown, ""Main""","Prints, ""rolled""",' +
          `"Report Co, ""West""","CASH, NET",40,No,2026-03-02T07:00:00.000Z,${row!.id}`,
      );
      const search = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', filters);
      expect(search.json().data).toEqual([
        expect.objectContaining({
          id: row!.id,
          locationTitle: 'Downtown, "Main"',
          companyName: 'Report Co, "West"',
          serviceDisplayName: 'Prints, "rolled"',
        }),
      ]);
    } finally {
      await db.update(locations).set({ title: downtown!.title }).where(eq(locations.id, s.downtownId));
    }
  });
});

describe('the id filters of a report', () => {
  it('filter nothing when empty, and match nothing when no id given is well formed', async () => {
    const count = async (filters: Record<string, unknown>) => {
      const response = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/search', {
        ...wide,
        ...filters,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().totalRecords as number;
    };
    expect(await count({ companies: [], services: [], locations: [], paymentModes: [], statuses: [] })).toBe(
      TOTAL,
    );
    expect(await count({ locations: ['not-a-uuid'] })).toBe(0);
    expect(await count({ companies: ['acme'] })).toBe(0);
  });
});

describe('the XLSX download, cell by cell', () => {
  // ECMA-376 SpreadsheetML: a cell is referenced by column letters and row number; text goes inline
  // (t="inlineStr"), a number as <v>, and an empty cell carries no value. XML 1.0 cannot hold most control characters.
  const text = (ref: string, value: string) =>
    `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${value}</t></is></c>`;

  it('writes each column of a row in its own cell: text escaped, the amount a number, nothing for an empty cell', async () => {
    const db = t.database.db;
    const partnerId = await partnerIdByCode(db, 'acme');
    const [row] = await db
      .insert(appointments)
      .values({
        partnerId,
        locationId: s.downtownId,
        partnerServiceId: serviceId,
        serviceDisplayName: 'Ink & roll',
        amount: 12.5,
        paymentModeCode: 'CARD',
        appointmentDate: '2026-04-01',
        startTime: '09:30',
        endTime: '10:00',
        startsAt: new Date('2026-04-01T16:30:00Z'),
        endsAt: new Date('2026-04-01T17:00:00Z'),
        firstName: 'A & B <C> "D"\u0001',
        lastName: 'Ünal',
        email: 'xlsx@example.test',
        status: 'CONFIRMED',
        confirmationNumber: 'RLXLSX1',
        bookedOnline: true,
        createdOn: new Date('2026-03-02T08:30:00Z'),
      })
      .returning();
    const response = await call(t.app, s.partner, 'POST', '/partner/v1/reports/appointment/download', {
      filterByAppointmentDate: true,
      startDate: '2026-04-01',
      endDate: '2026-04-01',
      format: 'xlsx',
    });
    expect(response.statusCode).toBe(200);
    const sheet = strFromU8(unzipSync(new Uint8Array(response.rawPayload))['xl/worksheets/sheet1.xml']!);
    const titles =
      'Appointment Date,Start Time,Status,First Name,Last Name,Email,Location,Service,Company,Payment Mode,Amount,Booked Online,Created On,Id'.split(
        ',',
      );
    const letters = 'ABCDEFGHIJKLMN';
    expect(sheet).toContain(
      `<sheetData><row r="1">${titles.map((title, i) => text(`${letters[i]}1`, title)).join('')}</row>`,
    );
    expect(sheet).toContain(
      '<row r="2">' +
        text('A2', '2026-04-01') +
        text('B2', '09:30') +
        text('C2', 'CONFIRMED') +
        text('D2', 'A &amp; B &lt;C&gt; &quot;D&quot;') +
        text('E2', 'Ünal') +
        text('F2', 'xlsx@example.test') +
        text('G2', 'Downtown') +
        text('H2', 'Ink &amp; roll') +
        '<c r="I2"/>' +
        text('J2', 'CARD') +
        '<c r="K2"><v>12.5</v></c>' +
        text('L2', 'Yes') +
        text('M2', '2026-03-02T08:30:00.000Z') +
        text('N2', row!.id) +
        '</row></sheetData></worksheet>',
    );
  });
});
