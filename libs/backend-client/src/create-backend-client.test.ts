import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { BackendArea } from './areas';
import {
  createPartnerClient,
  createSystemClient,
  createUserPortalClient,
  type BackendClientOptions,
} from './create-backend-client';
import { NETWORK_ERROR_MESSAGE, NOT_FOUND_MESSAGE, SESSION_ENDED_MESSAGE } from './messages';
import { createMemoryXsrfStorage, XSRF_HEADER } from './session';
import { failingFetch, hangUntilAborted, json, recordingFetch } from './test-fetch';
import { toFormData } from './to-form-data';
import { createUnauthorizedEvents } from './unauthorized-events';
import { unwrap } from './unwrap';

const BASE = 'http://api.test';
const signIn = { email: 'ada@example.com', password: 'secret' };

function setup(
  handler: (request: Request) => Response | Promise<Response>,
  token: string | null = 'system-token',
) {
  const recorder = recordingFetch(handler);
  const xsrf = createMemoryXsrfStorage('xsrf-1');
  const events = createUnauthorizedEvents();
  const client = createSystemClient({
    baseUrl: BASE,
    session: { getToken: () => token },
    xsrf,
    events,
    fetch: recorder.fetch,
  });
  return { client, xsrf, events, requests: recorder.requests };
}

describe('backend client session headers', () => {
  it('sends the bearer token of its area from the injected session store', async () => {
    const { client, requests } = setup(() => json({ data: { fullName: 'Ada' } }));
    await client.GET('/system/v1/user/profile');
    expect(requests[0]?.url).toBe(`${BASE}/system/v1/user/profile`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer system-token');
  });

  it('sends no Authorization header when the store has no token', async () => {
    const { client, requests } = setup(() => json({ data: { token: 't', user: { fullName: 'Ada' } } }), null);
    await client.POST('/system/v1/auths', { body: signIn });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored XSRF token and keeps the one the response header refreshes', async () => {
    let next = 2;
    const { client, xsrf, requests } = setup(() =>
      json({ data: { fullName: 'Ada' } }, { headers: { [XSRF_HEADER]: `xsrf-${next++}` } }),
    );
    await client.GET('/system/v1/user/profile');
    expect(requests[0]?.headers.get(XSRF_HEADER)).toBe('xsrf-1');
    expect(xsrf.get()).toBe('xsrf-2');
    await client.POST('/system/v1/auths/logout', {});
    expect(requests[1]?.headers.get(XSRF_HEADER)).toBe('xsrf-2');
    expect(xsrf.get()).toBe('xsrf-3');
  });

  it('refreshes the XSRF token from a failed response too', async () => {
    const { client, xsrf } = setup(() =>
      json(
        { code: 400, message: 'Invalid', description: '' },
        { status: 400, headers: { [XSRF_HEADER]: 'xsrf-9' } },
      ),
    );
    await client.POST('/system/v1/user/password-change', {
      body: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' },
    });
    expect(xsrf.get()).toBe('xsrf-9');
  });

  it('sets no timeout of its own on requests', async () => {
    const { client, requests } = setup(() => json({ data: { fullName: 'Ada' } }));
    await client.GET('/system/v1/user/profile');
    expect(requests[0]?.signal.aborted).toBe(false);
  });
});

describe('backend client errors', () => {
  it('passes the server error body through as {code, message, description}', async () => {
    const { client } = setup(() =>
      json({ code: 1007, message: 'Email already exists', description: 'ada@example.com' }, { status: 400 }),
    );
    const { error } = await client.POST('/system/v1/user', {
      body: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com', active: true },
    });
    expect(error).toEqual({ code: 1007, message: 'Email already exists', description: 'ada@example.com' });
  });

  it('reads an HTTP 404 as System Error!', async () => {
    const { client } = setup(() =>
      json({ code: 404, message: 'No such user', description: '' }, { status: 404 }),
    );
    const { error } = await client.GET('/system/v1/user/{id}', { params: { path: { id: 'u1' } } });
    expect(error).toEqual({ code: 404, message: NOT_FOUND_MESSAGE, description: 'No such user' });
  });

  it('reads a 404 without a body as System Error! as well', async () => {
    const { client } = setup(() => new Response('', { status: 404, statusText: 'Not Found' }));
    await expect(
      unwrap(client.GET('/system/v1/user/{id}', { params: { path: { id: 'u1' } } })),
    ).rejects.toMatchObject({ code: 404, message: NOT_FOUND_MESSAGE });
  });

  it('builds code 0 and Network Error. when no response arrives', async () => {
    const client = createSystemClient({
      baseUrl: BASE,
      session: { getToken: () => 't' },
      xsrf: createMemoryXsrfStorage(),
      events: createUnauthorizedEvents(),
      fetch: failingFetch(),
    });
    const failure = await unwrap(client.GET('/system/v1/user/profile')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 0, message: NETWORK_ERROR_MESSAGE, description: '' });
  });

  it('leaves a cancelled call an AbortError rather than a network error', async () => {
    const controller = new AbortController();
    const { client } = setup(hangUntilAborted);
    const call = client.GET('/system/v1/user/profile', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('unwraps a success to its body', async () => {
    const { client } = setup(() => json({ data: { token: 'jwt', user: { fullName: 'Ada' } } }));
    const body = await unwrap(client.POST('/system/v1/auths', { body: signIn }));
    expect('token' in body.data && body.data.token).toBe('jwt');
  });
});

describe('401 handling per area', () => {
  const areas: BackendArea[] = ['system', 'partner', 'userPortal'];
  const probes = {
    system: {
      path: '/system/v1/user/profile',
      call: (o: BackendClientOptions) => createSystemClient(o).GET('/system/v1/user/profile'),
    },
    partner: {
      path: '/partner/v1/roles',
      call: (o: BackendClientOptions) => createPartnerClient(o).GET('/partner/v1/roles'),
    },
    userPortal: {
      path: '/user-portal/v1/users/access',
      call: (o: BackendClientOptions) => createUserPortalClient(o).GET('/user-portal/v1/users/access'),
    },
  };

  it.each(areas)('raises unauthorized for the %s area only', async (area) => {
    const events = createUnauthorizedEvents();
    const heard = { system: vi.fn(), partner: vi.fn(), userPortal: vi.fn() };
    for (const a of areas) events.on(a, heard[a]);
    const { fetch } = recordingFetch(() =>
      json({ code: 401, message: 'Token expired', description: '' }, { status: 401 }),
    );
    const options = {
      baseUrl: BASE,
      session: { getToken: () => 't' },
      xsrf: createMemoryXsrfStorage(),
      events,
      fetch,
    };
    const response = await probes[area].call(options);

    expect(response.error).toEqual({ code: 401, message: 'Token expired', description: '' });
    expect(heard[area]).toHaveBeenCalledWith({
      type: 'unauthorized',
      area,
      url: `${BASE}${probes[area].path}`,
    });
    for (const other of areas.filter((a) => a !== area)) expect(heard[other]).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribed', async () => {
    const events = createUnauthorizedEvents();
    const listener = vi.fn();
    const off = events.on('partner', listener);
    off();
    const { fetch } = recordingFetch(() =>
      json({ code: 401, message: 'x', description: '' }, { status: 401 }),
    );
    const client = createPartnerClient({
      baseUrl: BASE,
      session: { getToken: () => 't' },
      xsrf: createMemoryXsrfStorage(),
      events,
      fetch,
    });
    await client.GET('/partner/v1/roles');
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('a client whose every call needs a session', () => {
  function portalClient(token: string | null) {
    const recorder = recordingFetch(() => json({ data: [] }));
    const events = createUnauthorizedEvents();
    const heard = vi.fn();
    events.on('partner', heard);
    const client = createPartnerClient({
      baseUrl: BASE,
      session: { getToken: () => token },
      xsrf: createMemoryXsrfStorage(),
      events,
      requireToken: true,
      fetch: recorder.fetch,
    });
    return { client, heard, requests: recorder.requests };
  }

  it('sends nothing once the token is gone and answers with a 401 of its own', async () => {
    const { client, heard, requests } = portalClient(null);
    const response = await client.GET('/partner/v1/roles');
    expect(requests).toHaveLength(0);
    expect(response.response.status).toBe(401);
    expect(response.error).toEqual({ code: 401, message: SESSION_ENDED_MESSAGE, description: '' });
    // The session is already over: nothing is reported to end it again.
    expect(heard).not.toHaveBeenCalled();
    await expect(client.fetchUrl('/partner/v1/roles')).resolves.toHaveProperty('status', 401);
    expect(requests).toHaveLength(0);
  });

  it('still sends a call that carries its own Authorization header, and calls while the token is there', async () => {
    const { client, requests } = portalClient(null);
    await client.POST('/partner/v1/auths/logout', { headers: { Authorization: 'Bearer taken-before' } });
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer taken-before');
    const signedIn = portalClient('portal-token');
    await signedIn.client.GET('/partner/v1/roles');
    expect(signedIn.requests[0]?.headers.get('Authorization')).toBe('Bearer portal-token');
  });

  it('leaves other hosts alone: fetchUrl of a foreign URL goes out bare', async () => {
    const { client, requests } = portalClient(null);
    await client.fetchUrl('https://images.example/logo.png');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('is off by default: an area with sign-in calls sends them without a token', async () => {
    const recorder = recordingFetch(() => json({ data: [] }));
    const client = createPartnerClient({
      baseUrl: BASE,
      session: { getToken: () => null },
      xsrf: createMemoryXsrfStorage(),
      events: createUnauthorizedEvents(),
      fetch: recorder.fetch,
    });
    await client.GET('/partner/v1/roles');
    expect(recorder.requests).toHaveLength(1);
  });
});

describe('multipart uploads', () => {
  it('sends the entity as a JSON data field beside its files', async () => {
    const recorder = recordingFetch(() => json({ data: {} }));
    const client = createPartnerClient({
      baseUrl: BASE,
      session: { getToken: () => 't' },
      xsrf: createMemoryXsrfStorage(),
      events: createUnauthorizedEvents(),
      fetch: recorder.fetch,
    });
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const data = { name: 'Walk-ins', active: true };
    await client.POST('/partner/v1/groups', { body: { data, image }, bodySerializer: toFormData });

    const form = await recorder.requests[0]?.formData();
    expect(recorder.requests[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(JSON.parse(String(form?.get('data')))).toEqual(data);
    const sent = form?.get('image');
    expect(sent instanceof Blob && sent.size).toBe(4);
  });
});
