import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Seals and opens stored secrets (AES-256-GCM); `seal` always uses the current key, `open` any known key. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** True when `sealed` was made with a key other than the current one (rotation re-seals those). */
  isStale(sealed: string): boolean;
}

const FORMAT = 'v1';

function keyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 12);
}

function parseKey(value: string, name: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${name} must be 32 bytes in base64 (openssl rand -base64 32)`);
  return key;
}

export function createSecretBox(current: Buffer, previous: Buffer[] = []): SecretBox {
  const keys = new Map([current, ...previous].map((key) => [keyId(key), key] as const));
  const currentId = keyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [FORMAT, currentId, iv.toString('base64'), tag.toString('base64'), body.toString('base64')].join(
        ':',
      );
    },
    open(sealed) {
      const [format, id, iv, tag, body] = sealed.split(':');
      if (format !== FORMAT || !id || !iv || !tag || body === undefined)
        throw new Error('not a sealed secret');
      const key = keys.get(id);
      if (!key) throw new Error(`sealed with an unknown key ${id}: set SECRETS_KEY_PREVIOUS to the old key`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
    isStale(sealed) {
      return sealed.split(':')[1] !== currentId;
    },
  };
}

/**
 * The key comes from SECRETS_KEY (every API instance must share it), otherwise from `dataDir/secrets.key`, created
 * with mode 600 on first start. SECRETS_KEY_PREVIOUS (comma list) keeps old keys readable during a rotation.
 */
export async function resolveSecretBox(
  env: { secretsKey?: string | undefined; previousKeys?: string | undefined },
  dataDir: string | undefined,
): Promise<SecretBox> {
  const previous = (env.previousKeys ?? '')
    .split(',')
    .filter((value) => value.trim() !== '')
    .map((value) => parseKey(value, 'SECRETS_KEY_PREVIOUS'));
  if (env.secretsKey) return createSecretBox(parseKey(env.secretsKey, 'SECRETS_KEY'), previous);
  // No key and no data folder (tests): a key for this process only.
  if (!dataDir) return createSecretBox(randomBytes(32), previous);
  const file = path.join(dataDir, 'secrets.key');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch(
    () => undefined,
  );
  return createSecretBox(parseKey(await readFile(file, 'utf8'), file), previous);
}
