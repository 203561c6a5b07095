import { AUTH_LIMITS } from '../auth/auth-limits';
import { recordSourceEvent, sourceEventsInWindow } from '../auth/source-window';
import type { Db } from '../db/database';
import { partners } from '../db/schema';
import { and, eq } from 'drizzle-orm';
import { ApiFailure, ERROR_CODES, notFound } from './api-failure';
import type { TenantScope } from './contract-route';

/** The window of the public limiter: the sign-in limiter's (15 minutes). */
export const PUBLIC_WINDOW_MS = AUTH_LIMITS.failureWindowMs;

/**
 * The per-source limiter of the public operations (issue 29), on sign-in's per-source counter
 * (auth/source-window.ts) under the key `public:<address>`: every public call counts, and past `limit` calls
 * within 15 minutes further calls from that source answer 429 with Retry-After until the window has room again.
 * The address is Fastify's `request.ip`, so behind a reverse proxy TRUST_PROXY decides whose X-Forwarded-For
 * is believed. Calls racing each other may pass the limit by the number in flight; the count catches up at once.
 */
export async function admitPublicCall(db: Db, ip: string, now: Date, limit: number): Promise<void> {
  const key = `public:${ip}`;
  const calls = await sourceEventsInWindow(db, key, now, PUBLIC_WINDOW_MS);
  if (calls >= limit) {
    throw new ApiFailure(
      429,
      ERROR_CODES.tooManyRequests,
      'Too many requests from your network. Please wait a few minutes and try again',
      `more than ${limit} calls within ${PUBLIC_WINDOW_MS / 60_000} minutes`,
    );
  }
  await recordSourceEvent(db, key, now, PUBLIC_WINDOW_MS);
}

/** Seconds a refused source waits at most before the window has room again. */
export const PUBLIC_RETRY_AFTER_SECONDS = PUBLIC_WINDOW_MS / 1000;

/**
 * The tenant of a public booking call: the active partner the path's `partnerCode` names, read with the
 * connection's own role (before the request's tenant transaction exists). Unknown and inactive partners answer
 * alike.
 */
export async function publicTenant(db: Db, partnerCode: string): Promise<TenantScope> {
  const [partner] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.code, partnerCode), eq(partners.active, true)));
  if (!partner) throw notFound('Booking pages not found', 'No partner takes bookings under this address');
  return { partnerId: partner.id, locationId: null };
}
