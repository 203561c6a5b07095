import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('resolveJwtSecret', () => {
  it('generates a key once under the data folder, readable only by its owner, and reuses it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-secret-'));
    folders.push(dataDir);
    const first = await resolveJwtSecret(undefined, dataDir);
    const second = await resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('takes JWT_SECRET when set and refuses one shorter than 32 characters', async () => {
    const secret = 'x'.repeat(40);
    expect(new TextDecoder().decode(await resolveJwtSecret(secret, '/nonexistent'))).toBe(secret);
    await expect(resolveJwtSecret('short', '/nonexistent')).rejects.toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
    expect((await resolveJwtSecret('y'.repeat(32), '/nonexistent')).length).toBe(32);
    await expect(resolveJwtSecret('y'.repeat(31), '/nonexistent')).rejects.toThrow(
      'JWT_SECRET must be at least 32 characters',
    );
  });

  it('reads a key file put in the data folder by hand without its line break', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ridgeline-secret-'));
    folders.push(dataDir);
    await writeFile(path.join(dataDir, 'jwt-secret'), `${'k'.repeat(40)}\n`);
    expect(new TextDecoder().decode(await resolveJwtSecret(undefined, dataDir))).toBe('k'.repeat(40));
  });
});
