import { describe, expect, it } from 'vitest';
import { createPartnerClient } from './create-backend-client';
import { createMemoryXsrfStorage } from './session';
import { json } from './test-fetch';
import { createUnauthorizedEvents } from './unauthorized-events';

const company = (name: string) => ({ name, active: true });

/** A partner client whose fetch fails (no answer) while `down` is set, and records every key it saw. */
function setup() {
  const keys: (string | null)[] = [];
  let down = false;
  const client = createPartnerClient({
    baseUrl: 'http://api.test',
    session: { getToken: () => 'partner-token' },
    xsrf: createMemoryXsrfStorage('xsrf-1'),
    events: createUnauthorizedEvents(),
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      keys.push(request.headers.get('Idempotency-Key'));
      if (down) throw new TypeError('fetch failed');
      return json({ data: { id: 'c1' } });
    },
  });
  return { client, keys, setDown: (value: boolean) => (down = value) };
}

describe('Idempotency-Key on form submissions', () => {
  it('sends a new key with each answered submission, even of the same form values', async () => {
    const { client, keys } = setup();
    await client.POST('/partner/v1/company', { body: company('A') });
    await client.POST('/partner/v1/company', { body: company('A') });
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('reuses the key when the same submission is retried after no answer, and not for another body', async () => {
    const { client, keys, setDown } = setup();
    setDown(true);
    await client.POST('/partner/v1/company', { body: company('A') }).catch(() => undefined);
    setDown(false);
    await client.POST('/partner/v1/company', { body: company('B') });
    await client.POST('/partner/v1/company', { body: company('A') });
    expect(keys[2]).toBe(keys[0]);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('sends the same key with a double click while the first is on its way', async () => {
    const { client, keys } = setup();
    await Promise.all([
      client.POST('/partner/v1/company', { body: company('A') }),
      client.POST('/partner/v1/company', { body: company('A') }),
    ]);
    expect(keys[0]).not.toBeNull();
    expect(keys[1]).toBe(keys[0]);
  });
});
