/**
 * The second factor (issue 18): TOTP (RFC 6238, otplib) with one-time recovery codes.
 * - The TOTP secret is sealed with the secrets key; a new secret stays pending until a code of it is confirmed.
 * - A code is accepted for the current 30-second step and the one before (clock drift), and never twice: the step
 *   of the last accepted code is stored and only later steps pass.
 * - Ten recovery codes of 50 random bits each are shown once; only an HMAC-SHA-256 of each (keyed with the
 *   signing key) is stored, and each works once.
 * - Required for system administrators while the system security setting asks for it (on when no setting is
 *   stored), and for a portal user when a partner they hold a grant for turns it on.
 */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../db/database';
import { grants, recoveryCodes, secondFactorChallenges, secondFactors } from '../db/schema';
import type { SecretBox } from '../secrets/secret-box';
import { readSystemSetting, readTenantSetting } from '../settings-store/settings-repository';
import type { UserRow } from './auth.plugin';

export const TOTP_PERIOD_SECONDS = 30;
export const CHALLENGE_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Ridgeline';
/** Crockford-style alphabet without look-alikes (no I, L, O, U, 0, 1). */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

export interface SecuritySetting {
  requireSecondFactor: boolean;
}

function settingOf(value: unknown, fallback: boolean): SecuritySetting {
  const stored = (value ?? {}) as Partial<SecuritySetting>;
  return { requireSecondFactor: stored.requireSecondFactor ?? fallback };
}

/** The system setting: on unless stored off (the demo data stores it off). */
export async function systemSecuritySetting(db: Db): Promise<SecuritySetting> {
  return settingOf(await readSystemSetting(db, 'security'), true);
}

/** A partner's own setting: off unless the partner turns it on. */
export async function partnerSecuritySetting(db: Db, partnerId: string): Promise<SecuritySetting> {
  return settingOf(await readTenantSetting(db, { partnerId, locationId: null }, 'security'), false);
}

/** True when some setting demands a second factor of this user. */
export async function secondFactorRequired(db: Db, user: Pick<UserRow, 'id' | 'realm'>): Promise<boolean> {
  if (user.realm === 'system') return (await systemSecuritySetting(db)).requireSecondFactor;
  const partnerIds = await db
    .selectDistinct({ partnerId: grants.partnerId })
    .from(grants)
    .where(eq(grants.userId, user.id));
  for (const { partnerId } of partnerIds) {
    if ((await partnerSecuritySetting(db, partnerId)).requireSecondFactor) return true;
  }
  return false;
}

export async function confirmedFactor(db: Db, userId: string) {
  const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return factor?.confirmedAt ? factor : null;
}

/** Starts (or restarts) an enrolment: a new pending secret; a confirmed factor keeps working until replaced. */
export async function startEnrolment(
  db: Db,
  box: SecretBox,
  user: Pick<UserRow, 'id' | 'email'>,
  now: Date,
): Promise<{ secret: string; otpauthUri: string }> {
  const secret = generateSecret();
  const sealed = box.seal(secret);
  await db
    .insert(secondFactors)
    .values({ userId: user.id, secretSealed: sealed, pendingSecretSealed: sealed, createdAt: now })
    .onConflictDoUpdate({ target: secondFactors.userId, set: { pendingSecretSealed: sealed } });
  return { secret, otpauthUri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
}

/** The time step a 6-digit code matches (this step or the previous one), after `afterStep`; null otherwise. */
export async function matchingStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | null> {
  // Typed as the app shows it ("123 456") or pasted with spaces: the client's schema allows both.
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: [TOTP_PERIOD_SECONDS, 0],
  });
  if (!result.valid) return null;
  // Compared here rather than through otplib's afterTimeStep, which throws when the stored step is ahead.
  const step = 'timeStep' in result ? result.timeStep : null;
  if (typeof step !== 'number' || (afterStep !== null && step <= afterStep)) return null;
  return step;
}

function recoveryCodeHash(key: Uint8Array, code: string): string {
  return createHmac('sha256', key).update(normaliseRecoveryCode(code)).digest('hex');
}

/** Recovery codes are typed with or without the dash, in any case, with stray spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[A-Z0-9]{10}$/.test(normaliseRecoveryCode(code));
}

/** Replaces the user's recovery codes with ten new ones and answers them (the only time they are readable). */
export async function issueRecoveryCodes(
  db: Pick<Db, 'insert' | 'delete'>,
  key: Uint8Array,
  userId: string,
  now: Date,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: recoveryCodeHash(key, code), createdAt: now })));
  return codes;
}

/** Spends one unused recovery code; false when it is unknown or already used (the two are not told apart). */
export async function spendRecoveryCode(db: Db, key: Uint8Array, userId: string, code: string, now: Date) {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, recoveryCodeHash(key, code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * Checks a code against the user's confirmed factor: a TOTP code of a step later than the last accepted one (the
 * step is then recorded atomically, so two requests with one code cannot both pass), or an unused recovery code.
 */
export async function acceptCode(
  db: Db,
  box: SecretBox,
  key: Uint8Array,
  userId: string,
  code: string,
  now: Date,
): Promise<'totp' | 'recovery' | null> {
  const factor = await confirmedFactor(db, userId);
  if (!factor) return null;
  const typed = code.trim();
  const step = await matchingStep(box.open(factor.secretSealed), typed, now, factor.lastUsedStep);
  if (step !== null) {
    const claimed = await db
      .update(secondFactors)
      .set({ lastUsedStep: step })
      .where(
        and(eq(secondFactors.userId, userId), sql`coalesce(${secondFactors.lastUsedStep}, -1) < ${step}`),
      )
      .returning({ userId: secondFactors.userId });
    return claimed.length === 1 ? 'totp' : null;
  }
  if (looksLikeRecoveryCode(typed) && (await spendRecoveryCode(db, key, userId, typed, now)))
    return 'recovery';
  return null;
}

/**
 * Confirms a pending enrolment with a code of its new secret: the secret becomes the factor, ten recovery codes
 * replace any old ones. Null when there is no pending secret or the code does not match it.
 */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  key: Uint8Array,
  userId: string,
  code: string,
  now: Date,
): Promise<string[] | null> {
  const [factor] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  if (!factor?.pendingSecretSealed) return null;
  const step = await matchingStep(box.open(factor.pendingSecretSealed), code.trim(), now, null);
  if (step === null) return null;
  return db.transaction(async (tx) => {
    const confirmed = await tx
      .update(secondFactors)
      .set({
        secretSealed: factor.pendingSecretSealed!,
        pendingSecretSealed: null,
        confirmedAt: now,
        lastUsedStep: step,
      })
      .where(
        and(
          eq(secondFactors.userId, userId),
          eq(secondFactors.pendingSecretSealed, factor.pendingSecretSealed!),
        ),
      )
      .returning({ userId: secondFactors.userId });
    if (confirmed.length !== 1) return null;
    return issueRecoveryCodes(tx, key, userId, now);
  });
}

/** Removes the factor and the recovery codes (a reset by an administrator, or the user turning it off). */
export async function removeSecondFactor(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(secondFactors).where(eq(secondFactors.userId, userId));
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The password step succeeded: a random challenge token (its hash stored) for the second step, five minutes. */
export async function createChallenge(
  db: Db,
  userId: string,
  area: 'system' | 'user-portal',
  ip: string | null,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(secondFactorChallenges).values({
    userId,
    area,
    ip,
    tokenHash: tokenHash(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_MS),
  });
  return token;
}

/** The live challenge behind a token of this area; null when unknown, expired or used. */
export async function liveChallenge(db: Db, token: string, area: 'system' | 'user-portal', now: Date) {
  const [challenge] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(eq(secondFactorChallenges.tokenHash, tokenHash(token)), eq(secondFactorChallenges.area, area)),
    );
  if (!challenge || challenge.usedAt || challenge.expiresAt.getTime() <= now.getTime()) return null;
  return challenge;
}

/** Spends a challenge; false when another request spent it first. */
export async function spendChallenge(db: Db, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(secondFactorChallenges.id, id), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  return spent.length === 1;
}

/** Ends every open challenge of the user (a lock, a reset). */
export async function endChallenges(db: Db, userIds: string[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(secondFactorChallenges)
    .set({ usedAt: now })
    .where(and(inArray(secondFactorChallenges.userId, userIds), isNull(secondFactorChallenges.usedAt)));
}
