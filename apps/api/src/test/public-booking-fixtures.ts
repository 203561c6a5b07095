/**
 * What the public booking tests share (issue 29): a call with no session from a given source address, and a hold
 * followed by a booking as the booking pages make them.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const BOOK = '/public/v1/book';

/** A public call from `source` (sent as X-Forwarded-For: only an app that trusts the proxy believes it). */
export function publicCall(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  source?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    ...(source ? { headers: { 'x-forwarded-for': source } } : {}),
    ...(payload ? { payload } : {}),
  });
}

export interface SlotPick {
  locationCode: string;
  partnerServiceId: string;
  appointmentDate: string;
  startTime: string;
}

/** An applicant's details as the booking form sends them. */
export function applicant(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Riley',
    lastName: 'Online',
    email: 'riley.online@example.test',
    confirmEmail: 'riley.online@example.test',
    contactNumber: '4155550199',
    acceptTerms: true,
    ...overrides,
  };
}

/** Holds the slot, then books it; answers both answers (the booking is absent when the hold was refused). */
export async function holdAndBook(
  app: FastifyInstance,
  partnerCode: string,
  slot: SlotPick,
  details: Record<string, unknown> = applicant(),
  source?: string,
): Promise<{ hold: LightMyRequestResponse; booking?: LightMyRequestResponse }> {
  const hold = await publicCall(app, 'POST', `${BOOK}/${partnerCode}/holds`, slot, source);
  if (hold.statusCode !== 200) return { hold };
  const holdId = (hold.json() as { data: { holdId: string } }).data.holdId;
  const booking = await publicCall(
    app,
    'POST',
    `${BOOK}/${partnerCode}/appointments`,
    { holdId, ...details },
    source,
  );
  return { hold, booking };
}
