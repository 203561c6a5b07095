import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, serviceGroups } from '../db/schema';
import { call, settingsSessions, type SettingsSessions } from '../settings-store/settings-test-sessions';
import { authHeaders, startAuthTestApp, xsrfOf, type AuthTestApp, type Session } from '../test/auth-test-app';
import { multipartPayload, TINY_PNG } from '../test/multipart-payload';

let t: AuthTestApp;
let s: SettingsSessions;

beforeAll(async () => {
  t = await startAuthTestApp();
  s = await settingsSessions(t.app, t.database.db);
});
afterAll(async () => {
  expect(t.contractMismatches).toEqual([]);
  await t.close();
});

async function send(
  session: Session,
  method: 'POST' | 'PUT',
  url: string,
  parts: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartPayload(parts);
  const response = await t.app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...authHeaders(session) },
  });
  if (response.headers['x-xsrf-token']) session.xsrf = xsrfOf(response);
  return response;
}

async function remove(session: Session, ids: string[]) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: '/partner/v1/groups',
    headers: authHeaders(session),
    payload: { ids },
  });
  if (response.headers['x-xsrf-token']) session.xsrf = xsrfOf(response);
  return response;
}

async function order(): Promise<string[]> {
  const list = await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', { pageSize: 100 });
  return list.json().data.map((group: { name: string }) => group.name);
}

async function serviceIdsByName(): Promise<Record<string, string>> {
  const all = await call(t.app, s.partner, 'POST', '/partner/v1/services/search/all', {});
  return Object.fromEntries(
    all.json().data.map((row: { displayName: string; id: string }) => [row.displayName, row.id]),
  );
}

describe('groups and their priority', () => {
  let groupId = '';

  it('lists the demo groups in priority order with their services', async () => {
    expect(await order()).toEqual(['FBI checks', 'Cards and notary']);
    const list = await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {});
    const [first] = list.json().data;
    expect(first.order).toBe(0);
    const services = await call(t.app, s.partner, 'POST', '/partner/v1/group-services/list', {
      groupId: first.id,
    });
    expect(services.json().data.map((row: { displayName: string }) => row.displayName)).toEqual([
      'FBI Identity History Summary',
      'FBI Background Check (channeler)',
    ]);
  });

  it('creates a group with an image and services, last in the order', async () => {
    const ids = await serviceIdsByName();
    const created = await send(s.partner, 'POST', '/partner/v1/groups', {
      data: {
        name: 'Walk-in',
        description: null,
        active: true,
        serviceIds: [ids['Notary appointment'], ids['FD-258 Fingerprint Card']],
      },
      image: { filename: 'walk.png', contentType: 'image/png', bytes: TINY_PNG },
    });
    expect(created.statusCode, created.body).toBe(200);
    const data = created.json().data;
    groupId = data.id;
    expect(data).toMatchObject({ name: 'Walk-in', order: 2 });
    expect(data.serviceIds).toEqual([ids['Notary appointment'], ids['FD-258 Fingerprint Card']]);
    expect(data.image).toMatch(/^\/system\/v1\/files\//);
    expect(await order()).toEqual(['FBI checks', 'Cards and notary', 'Walk-in']);
    const detail = await call(t.app, s.partner, 'GET', `/partner/v1/groups/${groupId}`);
    expect(detail.json().data).toEqual(data);
  });

  it('modifies a group: name and service order, image kept', async () => {
    const ids = await serviceIdsByName();
    const before = (await call(t.app, s.partner, 'GET', `/partner/v1/groups/${groupId}`)).json().data;
    const updated = await send(s.partner, 'PUT', `/partner/v1/groups/${groupId}`, {
      data: { name: 'Walk-ins', active: true, serviceIds: [ids['FD-258 Fingerprint Card']] },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({
      name: 'Walk-ins',
      image: before.image,
      serviceIds: [ids['FD-258 Fingerprint Card']],
    });
  });

  it("refuses services that are not the partner's", async () => {
    const response = await send(s.partner, 'PUT', `/partner/v1/groups/${groupId}`, {
      data: { name: 'Walk-ins', active: true, serviceIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('serviceIds names a service that does not exist');
  });

  it('reorders in one call and keeps the order', async () => {
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {})).json().data;
    const reversed = [...list].reverse().map((group: { id: string }) => group.id);
    const saved = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', { groupIds: reversed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.map((group: { id: string }) => group.id)).toEqual(reversed);
    expect(saved.json().data.map((group: { order: number }) => group.order)).toEqual([0, 1, 2]);
    expect(await order()).toEqual(['Walk-ins', 'Cards and notary', 'FBI checks']);
  });

  it('puts groups the caller did not list after the listed ones, never dropping one', async () => {
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {})).json().data;
    const fbi = list.find((group: { name: string }) => group.name === 'FBI checks');
    const saved = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', { groupIds: [fbi.id] });
    expect(saved.json().data.map((group: { name: string }) => group.name)).toEqual([
      'FBI checks',
      'Walk-ins',
      'Cards and notary',
    ]);
  });

  it('stores one complete order when two administrators reorder at once', async () => {
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {})).json().data;
    const ids: string[] = list.map((group: { id: string }) => group.id);
    const orders = [
      ids,
      [...ids].reverse(),
      [ids[1], ids[2], ids[0]],
      [ids[2], ids[0], ids[1]],
    ] as string[][];
    const second = { ...s.partner };
    for (let round = 0; round < 8; round += 1) {
      const results = await Promise.all(
        orders.map((groupIds, index) =>
          t.app.inject({
            method: 'PUT',
            url: '/partner/v1/groups/order',
            headers: authHeaders(index % 2 ? second : s.partner),
            payload: { groupIds: round % 2 ? [...groupIds].reverse() : groupIds },
          }),
        ),
      );
      expect(results.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const rows = await t.database.db
        .select()
        .from(serviceGroups)
        .where(eq(serviceGroups.partnerId, await acmeId()))
        .orderBy(serviceGroups.position);
      expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
      expect([...rows.map((row) => row.id)].sort()).toEqual([...ids].sort());
    }
  });

  it('refuses an order naming a group twice or an unknown group, writing nothing', async () => {
    const before = await order();
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {})).json().data;
    const twice = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', {
      groupIds: [list[0].id, list[0].id],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('groupIds lists a group twice');
    const unknown = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', {
      groupIds: [list[1].id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await order()).toEqual(before);
  });

  it('refuses to delete a group that still holds services, then deletes it once empty', async () => {
    const refused = await remove(s.partner, [groupId]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Group Walk-ins still holds 1 service; remove them from the group before deleting it',
    );
    await send(s.partner, 'PUT', `/partner/v1/groups/${groupId}`, {
      data: { name: 'Walk-ins', active: true, serviceIds: [] },
    });
    const deleted = await remove(s.partner, [groupId]);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().message).toBe('Group deleted successfully');
    expect((await call(t.app, s.partner, 'GET', `/partner/v1/groups/${groupId}`)).statusCode).toBe(404);
  });

  it("keeps other partners' groups out of reach and location sessions out of changes", async () => {
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreign] = await t.database.db
      .insert(serviceGroups)
      .values({ partnerId: globex?.id ?? '', name: 'Globex group' })
      .returning();
    expect((await call(t.app, s.partner, 'GET', `/partner/v1/groups/${foreign?.id}`)).statusCode).toBe(404);
    expect((await remove(s.partner, [foreign?.id ?? ''])).statusCode).toBe(404);
    const reorder = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', {
      groupIds: [foreign?.id],
    });
    expect(reorder.statusCode).toBe(404);
    const [still] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceGroups)
      .where(eq(serviceGroups.id, foreign?.id ?? ''));
    expect(still?.n).toBe(1);
    const fromLocation = await send(s.location, 'POST', '/partner/v1/groups', {
      data: { name: 'X', active: true },
    });
    expect(fromLocation.statusCode).toBe(403);
  });
});

async function acmeId(): Promise<string> {
  const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
  return acme?.id ?? '';
}
