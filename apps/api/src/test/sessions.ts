/**
 * How API tests sign in: to the system area or the user portal (with a second factor when asked), the exchange of a
 * user-portal session for a partner or location session, and the demo users' usual sessions. The one place the
 * sign-in calls are written for tests; a test that is about signing in calls the routes itself where it checks them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { locations, partners } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { multipartPayload } from './multipart-payload';

export interface Session {
  token: string;
  xsrf: string;
}

export interface Credentials {
  email: string;
  password: string;
}

export type SignInArea = 'system' | 'user-portal';

export function xsrfOf(response: LightMyRequestResponse): string {
  const header = response.headers['x-xsrf-token'];
  if (typeof header !== 'string')
    throw new Error(`no X-XSRF-TOKEN on ${response.statusCode} ${response.body}`);
  return header;
}

export function authHeaders(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.xsrf };
}

/** The session an answer carrying `data.token` opens; throws, naming `what`, on any other status than 200. */
export function sessionOf(response: LightMyRequestResponse, what = 'sign-in'): Session {
  if (response.statusCode !== 200) throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  return { token: response.json<{ data: { token: string } }>().data.token, xsrf: xsrfOf(response) };
}

/** Signs in to the system area or the user portal and returns the token with the XSRF token of the answer. */
export async function signIn(
  app: FastifyInstance,
  area: SignInArea,
  email: string,
  password: string,
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: `/${area}/v1/auths`,
    payload: { email, password },
  });
  return sessionOf(response);
}

/** The demo system administrator (or another system user), signed in to the system area. */
export function signInSystem(
  app: FastifyInstance,
  user: Credentials = DEMO_USERS.systemAdmin,
): Promise<Session> {
  return signIn(app, 'system', user.email, user.password);
}

/** A portal user signed in to the user portal. */
export function signInPortal(app: FastifyInstance, user: Credentials): Promise<Session> {
  return signIn(app, 'user-portal', user.email, user.password);
}

/**
 * Signs in where a second factor is asked for: the password answers a challenge, `code` (the authenticator app's
 * code or a recovery code) completes it.
 */
export async function signInWithSecondFactor(
  app: FastifyInstance,
  area: SignInArea,
  user: Credentials,
  code: () => string | Promise<string>,
): Promise<Session> {
  const challenged = await app.inject({ method: 'POST', url: `/${area}/v1/auths`, payload: user });
  const challenge = challenged.json<{ data?: { secondFactor?: { challengeToken: string } } }>().data;
  if (!challenge?.secondFactor) {
    throw new Error(`no second-factor challenge: ${challenged.statusCode} ${challenged.body}`);
  }
  const answered = await app.inject({
    method: 'POST',
    url: `/${area}/v1/auths/second-factor`,
    payload: { challengeToken: challenge.secondFactor.challengeToken, code: await code() },
  });
  return sessionOf(answered, 'second-factor sign-in');
}

/** What a user-portal session may enter (GET /user-portal/v1/users/access), keyed by partner and location id. */
export interface PortalAccess {
  partners: Record<string, { code: string; legalName: string }>;
  locations: Record<string, { name: string; code: string; partnerId: string; address: { city: string } }>;
}

export async function portalAccess(app: FastifyInstance, portal: Session): Promise<PortalAccess> {
  const response = await app.inject({
    method: 'GET',
    url: '/user-portal/v1/users/access',
    headers: authHeaders(portal),
  });
  if (response.statusCode !== 200) throw new Error(`access: ${response.statusCode} ${response.body}`);
  return response.json<{ data: PortalAccess }>().data;
}

/** The partner sign-in (POST /partner/v1/auths) of a user-portal session, as answered. */
export function exchange(
  app: FastifyInstance,
  portal: Session,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/partner/v1/auths',
    headers: authHeaders(portal),
    payload: body,
  });
}

/** The partner sign-in of a user-portal session into a partner (no locationId) or one of its locations. */
export async function enterWith(
  app: FastifyInstance,
  portal: Session,
  partnerId: string,
  locationId: string | null = null,
): Promise<Session> {
  const body = locationId ? { partnerId, locationId, location: true } : { partnerId, location: false };
  return sessionOf(await exchange(app, portal, body), 'partner sign-in');
}

/** Signs in to the user portal and enters a partner (no locationId) or one of its locations. */
export async function enterPartner(
  app: FastifyInstance,
  email: string,
  password: string,
  partnerId: string,
  locationId: string | null = null,
): Promise<Session> {
  return enterWith(app, await signIn(app, 'user-portal', email, password), partnerId, locationId);
}

export interface EnteredPartner {
  portal: Session;
  partner: Session;
  partnerId: string;
}

/**
 * A partner-level user (the demo partner administrator of Acme unless named) signed in to the user portal and
 * entered into its first partner, as the partner picker does.
 */
export async function enterFirstPartner(
  app: FastifyInstance,
  user: Credentials = DEMO_USERS.partnerAdmin,
): Promise<EnteredPartner> {
  const portal = await signInPortal(app, user);
  const partnerId = Object.keys((await portalAccess(app, portal)).partners)[0];
  if (!partnerId) throw new Error(`${user.email} may enter no partner`);
  return { portal, partner: await enterWith(app, portal, partnerId), partnerId };
}

export interface DemoSessions {
  system: Session;
  /** Acme's partner administrator in a partner-level session. */
  partner: Session;
  /** Acme Downtown's operator in a location session. */
  location: Session;
  downtownId: string;
  airportId: string;
  /** A location of another partner, created for the test. */
  foreignLocationId: string;
}

/** Sessions of the three areas on the demo data, plus another partner's location to probe tenancy with. */
export async function demoSessions(app: FastifyInstance, db: Db): Promise<DemoSessions> {
  const [acme] = await db.select().from(partners).where(eq(partners.code, 'acme'));
  if (!acme) throw new Error('demo partner missing');
  const acmeLocations = await db.select().from(locations).where(eq(locations.partnerId, acme.id));
  const downtownId = acmeLocations.find((row) => row.code === 'acme-downtown')?.id ?? '';
  const airportId = acmeLocations.find((row) => row.code === 'acme-airport')?.id ?? '';
  const [other] = await db.insert(partners).values({ code: 'globex', legalName: 'Globex' }).returning();
  if (!other) throw new Error('partner insert returned nothing');
  const [foreign] = await db
    .insert(locations)
    .values({ partnerId: other.id, code: 'globex-main', title: 'Globex Main', displayName: 'Globex Main' })
    .returning();
  if (!foreign) throw new Error('location insert returned nothing');
  const { partnerAdmin, locationOperator } = DEMO_USERS;
  return {
    system: await signInSystem(app),
    partner: await enterPartner(app, partnerAdmin.email, partnerAdmin.password, acme.id),
    location: await enterPartner(app, locationOperator.email, locationOperator.password, acme.id, downtownId),
    downtownId,
    airportId,
    foreignLocationId: foreign.id,
  };
}

/** Keeps the XSRF token an answer refreshes in the session that sent the request. */
function refreshed(session: Session, response: LightMyRequestResponse): LightMyRequestResponse {
  const xsrf = response.headers['x-xsrf-token'];
  if (typeof xsrf === 'string') session.xsrf = xsrf;
  return response;
}

/** A call with the session's token and XSRF token; the session keeps the refreshed XSRF token. */
export async function call(
  app: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload ? { payload } : {}),
  });
  return refreshed(session, response);
}

/** A multipart create or modify (`data` as JSON, files as file parts) as the web app sends it, like `call`. */
export async function sendForm(
  app: FastifyInstance,
  session: Session,
  method: 'POST' | 'PUT',
  url: string,
  parts: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartPayload(parts);
  const response = await app.inject({
    method,
    url,
    payload,
    headers: { ...headers, ...authHeaders(session) },
  });
  return refreshed(session, response);
}
