import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { useDemoTestApp } from '../test/auth-test-app';
import { call } from '../test/sessions';

/*
 * The system area's audit trail search (spec: who did what, when, filterable), each criterion on rows written
 * here with known values: the bounds are instants and both ends are inclusive; typed text matches literally, so
 * `%` and `_` are characters, not wildcards.
 */
const { t, s } = useDemoTestApp(async () => {
  const partnerId = '00000000-0000-4000-8000-0000000a0d17';
  await t.database.db.insert(auditLog).values([
    {
      at: new Date('2025-01-10T00:00:00.000Z'),
      area: 'system',
      actor: '00000000-0000-4000-8000-0000000a0d0a',
      action: 'ZZ_FIRST',
      outcome: 'SUCCESS',
      entityType: 'widget',
      entityId: '100%_done',
      partnerId,
    },
    {
      at: new Date('2025-01-10T12:00:00.000Z'),
      area: 'system',
      actor: '00000000-0000-4000-8000-0000000a0d0b',
      action: 'ZZ_SECOND',
      outcome: 'SUCCESS',
      entityType: 'widget',
      entityId: '100 percent done',
      partnerId: null,
    },
    {
      at: new Date('2025-01-11T00:00:00.000Z'),
      area: 'partner',
      actor: '00000000-0000-4000-8000-0000000a0d0a',
      action: 'ZZ_THIRD',
      outcome: 'DENIED',
      entityType: 'gadget',
      entityId: 'g-1',
      partnerId,
    },
  ]);
});

const search = async (criteria: Record<string, unknown>) => {
  const response = await call(t.app, s.system, 'POST', '/system/v1/audit-logs/search', {
    pageSize: 100,
    ...criteria,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json()
    .data.map((row: { action: string }) => row.action)
    .filter((action: string) => action.startsWith('ZZ_'))
    .sort();
};

describe('the audit trail search', () => {
  it('takes both ends of the time range, to the millisecond', async () => {
    const range = { from: '2025-01-10T00:00:00.000Z', to: '2025-01-11T00:00:00.000Z' };
    expect(await search(range)).toEqual(['ZZ_FIRST', 'ZZ_SECOND', 'ZZ_THIRD']);
    expect(await search({ from: '2025-01-10T00:00:00.001Z', to: '2025-01-10T23:59:59.999Z' })).toEqual([
      'ZZ_SECOND',
    ]);
  });

  it('filters by action, by actor and by partner', async () => {
    expect(await search({ action: 'ZZ_SECOND' })).toEqual(['ZZ_SECOND']);
    expect(await search({ actorId: '00000000-0000-4000-8000-0000000a0d0a' })).toEqual([
      'ZZ_FIRST',
      'ZZ_THIRD',
    ]);
    expect(await search({ partnerId: '00000000-0000-4000-8000-0000000a0d17' })).toEqual([
      'ZZ_FIRST',
      'ZZ_THIRD',
    ]);
  });

  it('matches typed text literally in the action, actor, entity type and entity id', async () => {
    expect(await search({ searchParameter: '100%_' })).toEqual(['ZZ_FIRST']);
    expect(await search({ searchParameter: 'gadget' })).toEqual(['ZZ_THIRD']);
    expect(await search({ searchParameter: '0000000a0d0b' })).toEqual(['ZZ_SECOND']);
    expect(await search({ searchParameter: 'zz_th' })).toEqual(['ZZ_THIRD']);
  });

  it('answers each entry with its outcome, and a partner id only where one was recorded', async () => {
    const response = await call(t.app, s.system, 'POST', '/system/v1/audit-logs/search', {
      pageSize: 100,
      searchParameter: 'widget',
    });
    const rows = response.json().data as {
      action: string;
      partnerId: string | null;
      details: { outcome: string };
    }[];
    const first = rows.find((row) => row.action === 'ZZ_FIRST');
    const second = rows.find((row) => row.action === 'ZZ_SECOND');
    expect(first?.partnerId).toBe('00000000-0000-4000-8000-0000000a0d17');
    expect(second?.partnerId).toBeNull();
    expect(first?.details.outcome).toBe('SUCCESS');
  });
});

describe('a denied partner sign-in in the trail', () => {
  it('names the partner id the caller typed only when it is a well-formed id', async () => {
    const typed = '00000000-0000-4000-8000-0000000a0d99';
    const denied = (action: string, partnerId: unknown) => ({
      at: new Date('2025-02-01T00:00:00.000Z'),
      area: 'partner',
      actor: 'someone@example.test',
      action,
      outcome: 'DENIED',
      partnerId: null,
      details: { partnerId },
    });
    await t.database.db
      .insert(auditLog)
      .values([
        denied('ZZ_TYPED_UUID', typed),
        denied('ZZ_TYPED_TEXT', 'acme'),
        denied('ZZ_TYPED_NUMBER', 42),
        denied('ZZ_TYPED_NOTHING', null),
      ]);
    const response = await call(t.app, s.system, 'POST', '/system/v1/audit-logs/search', {
      pageSize: 100,
      searchParameter: 'ZZ_TYPED_',
    });
    expect(response.statusCode, response.body).toBe(200);
    const partnerOf = Object.fromEntries(
      (response.json().data as { action: string; partnerId: string | null }[]).map((row) => [
        row.action,
        row.partnerId,
      ]),
    );
    expect(partnerOf).toEqual({
      ZZ_TYPED_UUID: typed,
      ZZ_TYPED_TEXT: null,
      ZZ_TYPED_NUMBER: null,
      ZZ_TYPED_NOTHING: null,
    });
  });
});
