import { createHash, randomBytes } from 'node:crypto';

/** An invitation link works for seven days, once. */
export const INVITATION_DAYS = 7;
export const INVITATION_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * A random link token (32 bytes, base64url: 43 characters) and its SHA-256, which is all that is stored. Also the
 * public booking pages' manage links (issue 29).
 */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

export const newInvitationToken = newLinkToken;

/** Only the hash is stored: a database reader cannot accept someone else's invitation. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invitation?token=${encodeURIComponent(token)}`;
}
