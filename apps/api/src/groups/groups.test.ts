import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, partners, serviceGroups } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { TINY_PNG } from '../test/multipart-payload';
import { authHeaders, call, sendForm, type Session } from '../test/sessions';
import { expectRefusal } from '../test/answers';

const { t, s } = useDemoTestApp();

const send = (session: Session, method: 'POST' | 'PUT', url: string, parts: Record<string, unknown>) =>
  sendForm(t.app, session, method, url, parts);

const remove = (session: Session, ids: string[]) =>
  call(t.app, session, 'DELETE', '/partner/v1/groups', { ids });

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
    expectRefusal(response, 400, 'serviceIds names a service that does not exist');
  });

  it('refuses a 10 MB or non-image file as the group image: 400 naming the field, nothing written', async () => {
    const counts = async () => {
      const [g] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(serviceGroups);
      const [f] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files);
      return { groups: g?.n, files: f?.n };
    };
    const before = await counts();
    const beforeGroup = (await call(t.app, s.partner, 'GET', `/partner/v1/groups/${groupId}`)).json().data;
    const bad: [{ filename: string; contentType: string; bytes: Uint8Array }, string][] = [
      [
        {
          filename: 'huge.png',
          contentType: 'image/png',
          bytes: Buffer.concat([TINY_PNG, Buffer.alloc(10 * 1024 * 1024)]),
        },
        'image must be at most 2 MB',
      ],
      [
        { filename: 'notes.png', contentType: 'image/png', bytes: Buffer.from('%PDF-1.7 not an image') },
        'image must be a PNG or JPEG image',
      ],
    ];
    for (const [image, message] of bad) {
      const created = await send(s.partner, 'POST', '/partner/v1/groups', {
        data: { name: 'Refused', active: true },
        image,
      });
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().message).toBe(message);
      const modified = await send(s.partner, 'PUT', `/partner/v1/groups/${groupId}`, {
        data: { name: 'Refused', active: false },
        image,
      });
      expect(modified.statusCode, modified.body).toBe(400);
      expect(modified.json().message).toBe(message);
    }
    expect(await counts()).toEqual(before);
    expect((await call(t.app, s.partner, 'GET', `/partner/v1/groups/${groupId}`)).json().data).toEqual(
      beforeGroup,
    );
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

  it('refuses an order naming a group twice or an unknown group, writing nothing', async () => {
    const before = await order();
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', {})).json().data;
    const twice = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', {
      groupIds: [list[0].id, list[0].id],
    });
    expectRefusal(twice, 400, 'groupIds lists a group twice');
    const unknown = await call(t.app, s.partner, 'PUT', '/partner/v1/groups/order', {
      groupIds: [list[1].id, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await order()).toEqual(before);
  });

  it('refuses to delete a group that still holds services, then deletes it once empty', async () => {
    const refused = await remove(s.partner, [groupId]);
    expectRefusal(
      refused,
      400,
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

/**
 * Many administrators saving different orders of the same groups at once. Every request lists every group, so the
 * stored order must be exactly one of the submitted orders (the last to commit), with positions 0..n-1 and every
 * group once. Without the lock on the partner row (or without the transaction) the read of the current order and
 * the position updates interleave: on PostgreSQL the result mixes two orders, repeats a position or deadlocks.
 * PGlite serves one session, so there the requests take turns anyway; the suite's PostgreSQL run is the proof.
 */
describe('concurrent reorders', () => {
  const ROUNDS = 6;
  const AT_ONCE = 8;

  /** A deterministic shuffle (mulberry32), so a failure can be replayed. */
  function shuffler(seed: number) {
    let state = seed;
    const next = () => {
      state = (state + 0x6d2b79f5) | 0;
      let x = Math.imul(state ^ (state >>> 15), 1 | state);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    return <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    };
  }

  it('stores one complete submitted order, every group once, however many reorder at once', async () => {
    const partnerId = await acmeId();
    const existing = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceGroups)
      .where(eq(serviceGroups.partnerId, partnerId));
    const start = existing[0]?.n ?? 0;
    await t.database.db.insert(serviceGroups).values(
      Array.from({ length: 9 - start }, (_, index) => ({
        partnerId,
        name: `Concurrent ${index + 1}`,
        position: start + index,
      })),
    );
    const list = (await call(t.app, s.partner, 'POST', '/partner/v1/groups/search', { pageSize: 100 })).json()
      .data;
    const ids: string[] = list.map((group: { id: string }) => group.id);
    expect(ids).toHaveLength(9);
    const shuffle = shuffler(20261126);
    const sessions = [s.partner, { ...s.partner }];

    for (let round = 0; round < ROUNDS; round += 1) {
      const orders = Array.from({ length: AT_ONCE }, () => shuffle(ids));
      const results = await Promise.all(
        orders.map((groupIds, index) =>
          t.app.inject({
            method: 'PUT',
            url: '/partner/v1/groups/order',
            headers: authHeaders(sessions[index % 2] as Session),
            payload: { groupIds },
          }),
        ),
      );
      expect(
        results.map((response) => response.statusCode),
        results.map((response) => response.body.slice(0, 200)).join('\n'),
      ).toEqual(orders.map(() => 200));
      const rows = await t.database.db
        .select()
        .from(serviceGroups)
        .where(eq(serviceGroups.partnerId, partnerId))
        .orderBy(serviceGroups.position, serviceGroups.id);
      expect(rows.map((row) => row.position)).toEqual(ids.map((_, index) => index));
      expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
      const stored = rows.map((row) => row.id);
      expect(
        orders.some((groupIds) => groupIds.every((id, index) => stored[index] === id)),
        `round ${round}: the stored order is none of the submitted ones`,
      ).toBe(true);
    }
  });
});

async function acmeId(): Promise<string> {
  const [acme] = await t.database.db.select().from(partners).where(eq(partners.code, 'acme'));
  return acme?.id ?? '';
}
