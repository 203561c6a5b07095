import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { locations, partners } from '../db/schema';
import { DEMO_USERS } from '../seed/demo-data';
import { authHeaders, signIn, xsrfOf, type Session } from '../test/auth-test-app';

export interface SettingsSessions {
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

async function partnerSession(app: FastifyInstance, user: Session, body: object): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/partner/v1/auths',
    headers: authHeaders(user),
    payload: body,
  });
  if (response.statusCode !== 200)
    throw new Error(`partner sign-in: ${response.statusCode} ${response.body}`);
  return { token: response.json<{ data: { token: string } }>().data.token, xsrf: xsrfOf(response) };
}

/** Sessions of the three areas on the demo data, plus another partner's location to probe tenancy with. */
export async function settingsSessions(app: FastifyInstance, db: Db): Promise<SettingsSessions> {
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

  const system = await signIn(app, 'system', DEMO_USERS.systemAdmin.email, DEMO_USERS.systemAdmin.password);
  const partnerUser = await signIn(
    app,
    'user-portal',
    DEMO_USERS.partnerAdmin.email,
    DEMO_USERS.partnerAdmin.password,
  );
  const operator = await signIn(
    app,
    'user-portal',
    DEMO_USERS.locationOperator.email,
    DEMO_USERS.locationOperator.password,
  );
  return {
    system,
    partner: await partnerSession(app, partnerUser, { partnerId: acme.id, location: false }),
    location: await partnerSession(app, operator, {
      partnerId: acme.id,
      locationId: downtownId,
      location: true,
    }),
    downtownId,
    airportId,
    foreignLocationId: foreign.id,
  };
}

/** A call with the session's token and XSRF token; the session keeps the refreshed XSRF token. */
export async function call(
  app: FastifyInstance,
  session: Session,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method,
    url,
    headers: authHeaders(session),
    ...(payload ? { payload } : {}),
  });
  const xsrf = response.headers['x-xsrf-token'];
  if (typeof xsrf === 'string') session.xsrf = xsrf;
  return response;
}
