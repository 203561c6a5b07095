import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../../test/fake-token';
import { partnerClient } from './backend';
import { sessions } from './browser-session';
import { endAreaSession } from './end-area-session';
import { logout } from './logout';
import { partnerSessionUser, signedInUser } from './session-fixtures';
import type { PortalRef } from './session-types';

const portal: PortalRef = { kind: 'location', code: 'acme-downtown' };
const userToken = fakeToken();
const portalToken = fakeToken();

interface Sent {
  path: string;
  authorization: string | null;
  /** What the tab still held when the request left. */
  userTokenHeld: string | null;
  portalTokenHeld: string | null;
}

let sent: Sent[];

beforeEach(() => {
  localStorage.clear();
  sessions.write('userPortal', { token: userToken, user: signedInUser() });
  sessions.writePartner(
    portal,
    partnerSessionUser({
      id: 'u0',
      fullName: 'Uma User',
      partnerId: 'p1',
      token: portalToken,
      permissions: {},
    }),
  );
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push({
        path: new URL(request.url).pathname,
        authorization: request.headers.get('Authorization'),
        userTokenHeld: sessions.token('userPortal'),
        portalTokenHeld: sessions.partnerToken(portal),
      });
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('logout', () => {
  it('ends the local session before it asks the server to revoke the tokens it took beforehand', async () => {
    await logout('userPortal', portal);
    expect(sent).toEqual([
      {
        path: '/partner/v1/auths/logout',
        authorization: `Bearer ${portalToken}`,
        userTokenHeld: null,
        portalTokenHeld: null,
      },
      {
        path: '/user-portal/v1/auths/logout',
        authorization: `Bearer ${userToken}`,
        userTokenHeld: null,
        portalTokenHeld: null,
      },
    ]);
    expect(sessions.hasManualLogoutMarker()).toBe(true);
  });

  it('signs out locally when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await logout('userPortal', portal);
    expect(sessions.token('userPortal')).toBeNull();
    expect(sessions.partnerToken(portal)).toBeNull();
    expect(sessions.hasManualLogoutMarker()).toBe(true);
  });

  it('sends nothing more from a portal screen once the session has ended', async () => {
    await logout('userPortal', portal);
    const late = await partnerClient(portal).GET('/partner/v1/roles');
    expect(late.response.status).toBe(401);
    expect(sent.map((request) => request.path)).not.toContain('/partner/v1/roles');
  });
});

describe('endAreaSession', () => {
  it('never leaves the user signed in without the portal session on the way out', () => {
    const seen: Array<[boolean, boolean]> = [];
    const stop = sessions.subscribe(() =>
      seen.push([!!sessions.token('userPortal'), !!sessions.partnerToken(portal)]),
    );
    endAreaSession(sessions, 'userPortal');
    stop();
    expect(seen).not.toContainEqual([true, false]);
    expect(seen.at(-1)).toEqual([false, false]);
  });
});
