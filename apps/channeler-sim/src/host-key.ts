import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sshHostKey } from './ssh-host-key';

/**
 * The channeler's host key, kept in `file` so that a restarted channeler presents the same key (and a pinned
 * fingerprint stays valid). Created on first use; two processes starting together agree on one key, because the
 * new key is written under a temporary name and linked into place, which fails when the other was first.
 */
export function loadOrCreateHostKey(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, sshHostKey(), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  return readFileSync(file, 'utf8');
}
