import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { roles } from '../db/schema';
import { type AuthTestApp, useAuthTestApp } from '../test/auth-test-app';
import { authHeaders, enterFirstPartner } from '../test/sessions';

let t: AuthTestApp;
let headers: Record<string, string>;

useAuthTestApp(async (app) => {
  t = app;
  headers = authHeaders((await enterFirstPartner(t.app)).partner);
});

const role = (fields: Record<string, unknown>) => ({
  title: 'Night shift',
  active: true,
  forLocation: true,
  remarks: null,
  permissions: ['biometrics:list'],
  ...fields,
});

async function roleCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(roles);
  return row?.n ?? 0;
}

describe('length limits of the contract, enforced on roles', () => {
  it.each([
    ['a 900 KB title', { title: 'x'.repeat(900 * 1024) }, 'title must be at most 100 characters'],
    ['a 101-character title', { title: 'x'.repeat(101) }, 'title must be at most 100 characters'],
    [
      'remarks over 2000 characters',
      { remarks: 'x'.repeat(2001) },
      'remarks must be at most 2000 characters',
    ],
  ])('refuses %s with a 400 naming the field and stores nothing', async (_, fields, message) => {
    const before = await roleCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/roles',
      headers,
      payload: role(fields),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 4000, message, description: message });
    expect(await roleCount()).toBe(before);
  });

  it('accepts a title of exactly 100 characters', async () => {
    const title = `${'y'.repeat(99)}z`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/partner/v1/roles',
      headers,
      payload: role({ title }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ data: { title: string } }>().data.title).toBe(title);
  });

  it('refuses an id longer than 36 characters in the path with a 400 naming it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/partner/v1/roles/search/${'a'.repeat(37)}`,
      headers,
    });
    expect(response.statusCode).toBe(400);
    const message = 'id must be at most 36 characters';
    expect(response.json()).toEqual({ code: 4000, message, description: message });
  });
});
