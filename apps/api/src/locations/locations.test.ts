import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, locations, rolePermissions, roles } from '../db/schema';
import { expectReadAsMissing, expectRefusal } from '../test/answers';
import { useDemoTestApp } from '../test/auth-test-app';
import { TINY_PNG } from '../test/multipart-payload';
import { call, sendForm, type Session } from '../test/sessions';

const { t, s } = useDemoTestApp();

function locationData(overrides: Record<string, unknown> = {}) {
  return {
    code: 'acme-oakland',
    title: 'Oakland',
    displayName: 'Acme Oakland Fingerprinting',
    timeZone: 'America/Los_Angeles',
    description: 'Next to the BART station',
    active: true,
    visible: true,
    addressInfo: {
      state: 'CA',
      city: 'Oakland',
      addressLineOne: '1330 Broadway',
      addressLineTwo: null,
      zipCode: '94612',
      map: { latitude: 37.8037, longitude: -122.2714, locationName: '1330 Broadway, Oakland' },
    },
    contactInfo: { firstName: 'Olive', lastName: 'Oak', phone: '5105550100', email: 'olive@acme.test' },
    notificationInfo: { phone: '5105550101', email: 'alerts@acme.test' },
    ...overrides,
  };
}

const send = (session: Session, method: 'POST' | 'PUT', url: string, parts: Record<string, unknown>) =>
  sendForm(t.app, session, method, url, parts);

const locationCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(locations);
  const [f] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
  return { locations: row?.n, files: f?.n };
};

type Found = { data: { id: string; code: string; title: string }[]; totalRecords: number };

describe('locations (partner area)', () => {
  let oaklandId = '';

  it('creates a location with an image and a map pin; the detail answers what was sent', async () => {
    const response = await send(s.partner, 'POST', '/partner/v1/locations', {
      data: locationData(),
      image: { filename: 'front.png', contentType: 'image/png', bytes: TINY_PNG },
    });
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json().data;
    oaklandId = created.id;
    expect(created).toMatchObject({
      ...locationData(),
      image: expect.stringMatching(/^\/system\/v1\/files\//),
    });
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/locations/${oaklandId}`);
    expect(detail.json().data).toEqual(created);
    const image = await t.app.inject({ method: 'GET', url: created.image });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('searches the partner locations with text, sort and paging', async () => {
    const all = (
      await call(t.app, s.partner, 'POST', '/partner/v1/locations/search', { pageSize: 50 })
    ).json<Found>();
    expect(all.data.map((l) => l.code).sort()).toEqual(['acme-airport', 'acme-downtown', 'acme-oakland']);
    const page = (
      await call(t.app, s.partner, 'POST', '/partner/v1/locations/search', {
        sortField: 'title',
        sortOrder: 'DESC',
        pageSize: 1,
        pageNumber: 2,
      })
    ).json<Found>();
    expect(page).toMatchObject({ totalRecords: 3, limit: 1, currentPage: 2 });
    expect(page.data.map((l) => l.title)).toEqual(['Downtown']);
    const found = (
      await call(t.app, s.partner, 'POST', '/partner/v1/locations/search', { searchParameter: 'oakl' })
    ).json<Found>();
    expect(found.data.map((l) => l.code)).toEqual(['acme-oakland']);
  });

  it('answers 403 to a location role without locations:list, and its own location only once it has it', async () => {
    expect((await call(t.app, s.location, 'POST', '/partner/v1/locations/search', {})).statusCode).toBe(403);
    const [role] = await t.database.db.select().from(roles).where(eq(roles.title, 'Location Operator'));
    if (!role) throw new Error('demo location role missing');
    await t.database.db.insert(rolePermissions).values(
      ['locations:list', 'locations:detail'].map((code) => ({
        roleId: role.id,
        partnerId: role.partnerId,
        code,
      })),
    );
    const mine = (await call(t.app, s.location, 'POST', '/partner/v1/locations/search', {})).json<Found>();
    expect(mine.data.map((l) => l.id)).toEqual([s.downtownId]);
    const selectable = (
      await call(t.app, s.location, 'GET', '/partner/v1/locations/selectable-infos')
    ).json();
    expect(selectable.data.map((l: { id: string }) => l.id)).toEqual([s.downtownId]);
    expect((await call(t.app, s.location, 'GET', `/partner/v1/locations/${s.airportId}`)).statusCode).toBe(
      404,
    );
  });

  it("answers another partner's location exactly like a missing one", async () => {
    await expectReadAsMissing(t.app, s.partner, '/partner/v1/locations', s.foreignLocationId);
    const put = await send(s.partner, 'PUT', `/partner/v1/locations/${s.foreignLocationId}`, {
      data: locationData({ code: 'globex-main' }),
    });
    expect(put.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(locations)
      .where(sql`${locations.id} = ${s.foreignLocationId}`);
    expect(row?.title).toBe('Globex Main');
  });

  it('modifies a location and keeps its image; codes stay unique across partners', async () => {
    const before = (await call(t.app, s.partner, 'GET', `/partner/v1/locations/${oaklandId}`)).json().data;
    const response = await send(s.partner, 'PUT', `/partner/v1/locations/${oaklandId}`, {
      data: locationData({ title: 'Oakland Downtown', visible: false }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      title: 'Oakland Downtown',
      visible: false,
      image: before.image,
    });
    const clash = await send(s.partner, 'PUT', `/partner/v1/locations/${oaklandId}`, {
      data: locationData({ code: 'GLOBEX-MAIN' }),
    });
    expectRefusal(clash, 400, 'code is already used by another location');
  });

  it('refuses bad input with a 400 naming the field and writes nothing', async () => {
    const before = await locationCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ data: locationData({ code: 'bad-1', timeZone: 'Mars/Olympus' }) }, 'timeZone'],
      [{ data: locationData({ code: 'bad 2' }) }, 'data.code'],
      [
        {
          data: locationData({
            code: 'bad-3',
            addressInfo: { ...locationData().addressInfo, map: { latitude: 91, longitude: 0 } },
          }),
        },
        'data.addressInfo.map.latitude',
      ],
      [
        {
          data: locationData({
            code: 'bad-4',
            contactInfo: { ...locationData().contactInfo, phone: '555-0100' },
          }),
        },
        'data.contactInfo.phone',
      ],
      [{ data: locationData({ code: 'bad-5', title: 'Null\u0000Title' }) }, 'data.title'],
      [
        {
          data: locationData({ code: 'bad-6' }),
          image: { filename: 'x.png', contentType: 'image/png', bytes: Buffer.from('GIF89a') },
        },
        'image',
      ],
    ];
    for (const [parts, field] of cases) {
      const response = await send(s.partner, 'POST', '/partner/v1/locations', parts);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message.startsWith(field), response.json().message).toBe(true);
    }
    expect(await locationCount()).toEqual(before);
  });

  it('keeps location sessions from creating locations', async () => {
    const response = await send(s.location, 'POST', '/partner/v1/locations', {
      data: locationData({ code: 'by-operator' }),
    });
    expect(response.statusCode).toBe(403);
  });
});
