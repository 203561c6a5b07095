import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { SecretBox } from '../secrets/secret-box';
import type { Clock } from './clock';

/** What the auth routes share: the database, the signing key, the clock and the mailer. */
export interface AuthContext {
  db: Db;
  secret: Uint8Array;
  now: Clock;
  mailer: Mailer;
  /** Base of e-mailed links, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Seals the TOTP secrets (the same key as the stored mail and SFTP passwords). */
  secretBox: SecretBox;
}
