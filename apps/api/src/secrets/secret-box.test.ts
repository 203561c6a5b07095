import { mkdtemp, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, resolveSecretBox } from './secret-box';

describe('the secret box', () => {
  it('seals with AES-256-GCM so the stored text holds no trace of the secret and opens it again', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('hunter2-smtp');
    expect(sealed).not.toContain('hunter2');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(box.open(sealed)).toBe('hunter2-smtp');
    expect(box.seal('hunter2-smtp')).not.toBe(sealed);
  });

  it('refuses a sealed text that was tampered with', () => {
    const box = createSecretBox(randomBytes(32));
    const parts = box.seal('secret').split(':');
    parts[4] = Buffer.from('other!').toString('base64');
    expect(() => box.open(parts.join(':'))).toThrow();
  });

  it('opens secrets of a previous key during a rotation and marks them stale', () => {
    const oldKey = randomBytes(32);
    const sealedOld = createSecretBox(oldKey).seal('kept');
    const rotated = createSecretBox(randomBytes(32), [oldKey]);
    expect(rotated.open(sealedOld)).toBe('kept');
    expect(rotated.isStale(sealedOld)).toBe(true);
    expect(rotated.isStale(rotated.seal('new'))).toBe(false);
    expect(() => createSecretBox(randomBytes(32)).open(sealedOld)).toThrow(/unknown key/);
  });

  it('creates the key file with mode 600 in the data folder and reuses it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rl-secrets-'));
    const first = await resolveSecretBox({}, dir);
    const file = path.join(dir, 'secrets.key');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toHaveLength(32);
    const second = await resolveSecretBox({}, dir);
    expect(second.open(first.seal('same key'))).toBe('same key');
  });

  it('takes SECRETS_KEY from the environment and refuses a key of the wrong length', async () => {
    const key = randomBytes(32).toString('base64');
    const box = await resolveSecretBox({ secretsKey: key }, undefined);
    expect(createSecretBox(Buffer.from(key, 'base64')).open(box.seal('x'))).toBe('x');
    await expect(resolveSecretBox({ secretsKey: 'c2hvcnQ=' }, undefined)).rejects.toThrow(/32 bytes/);
  });

  it('refuses a text that is not a whole sealed secret with "not a sealed secret", whichever part is missing', () => {
    const box = createSecretBox(randomBytes(32));
    const [format, id, iv, tag, body] = box.seal('secret').split(':');
    const broken = [
      'plain text',
      ['v2', id, iv, tag, body].join(':'),
      [format, '', iv, tag, body].join(':'),
      [format, id, '', tag, body].join(':'),
      [format, id, iv, '', body].join(':'),
      [format, id, iv, tag].join(':'),
    ];
    for (const text of broken) expect(() => box.open(text), text).toThrow(/^not a sealed secret$/);
    // An empty secret seals to an empty body, and opens again.
    expect(box.open(box.seal(''))).toBe('');
  });

  it('reads keys with spaces around them, and a rotation list with empty entries', async () => {
    const current = randomBytes(32);
    const old = randomBytes(32);
    const sealedOld = createSecretBox(old).seal('kept');
    const box = await resolveSecretBox(
      { secretsKey: ` ${current.toString('base64')}\n`, previousKeys: `, ${old.toString('base64')} ,` },
      undefined,
    );
    expect(box.open(sealedOld)).toBe('kept');
    await expect(resolveSecretBox({ secretsKey: 'c2hvcnQ=' }, undefined)).rejects.toThrow(
      'SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    );
    await expect(
      resolveSecretBox({ secretsKey: current.toString('base64'), previousKeys: 'c2hvcnQ=' }, undefined),
    ).rejects.toThrow('SECRETS_KEY_PREVIOUS must be 32 bytes in base64');
  });
});

describe('secrets kept across releases and set-ups', () => {
  it('opens a value sealed by an earlier release with the same key (its format and key id are part of the store)', async () => {
    // Sealed on 2026-11-29 with the 32-byte key "Ridgeline secret-box fixture key"; stored rows hold such texts.
    const sealed = 'v1:364164e9859e:Z3++JjX6kflyuzrF:rineDw1c7Ce0UiA992CWug==:+bGsVDbCFTeOiReUjQzrx85+';
    const box = await resolveSecretBox(
      { secretsKey: Buffer.from('Ridgeline secret-box fixture key').toString('base64') },
      undefined,
    );
    expect(box.open(sealed)).toBe('sftp-password-2026');
    expect(box.isStale(sealed)).toBe(false);
  });

  it('skips an entry of blanks in the rotation list', async () => {
    const old = randomBytes(32);
    const box = await resolveSecretBox(
      { secretsKey: randomBytes(32).toString('base64'), previousKeys: `   ,${old.toString('base64')}` },
      undefined,
    );
    expect(box.open(createSecretBox(old).seal('kept'))).toBe('kept');
  });

  it('without a key or a data folder, seals with a key of its own that no other box shares', async () => {
    const box = await resolveSecretBox({}, undefined);
    expect(box.open(box.seal('process only'))).toBe('process only');
    const other = await resolveSecretBox({}, undefined);
    expect(() => other.open(box.seal('process only'))).toThrow(/unknown key/);
  });
});
