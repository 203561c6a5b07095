import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The signing key of session and XSRF tokens: JWT_SECRET when set (every API instance must share it), otherwise
 * a random key generated on first start and kept in `dataDir/jwt-secret` (mode 600) so restarts keep sessions.
 */
export async function resolveJwtSecret(jwtSecret: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (jwtSecret) {
    if (jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(jwtSecret);
  }
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch {
    const secret = randomBytes(48).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  }
}
