import { mkdirSync } from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { createHash } from 'node:crypto';
import type { ChannelerConfig } from './config';
import { loadOrCreateHostKey } from './host-key';
import { startSftpDiskServer, type SftpDiskServer } from './sftp-disk-server';

/** OpenSSH's spelling of a host key's fingerprint: `SHA256:` and the unpadded base64 of the key's digest. */
export function fingerprintOf(hostKey: string): string {
  const parsed = ssh2.utils.parseKey(hostKey);
  if (parsed instanceof Error) throw parsed;
  return `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
}

/** The local channeler: an SFTP server on loopback whose files land in `root`, with the host key kept on disk. */
export async function startChanneler(
  config: ChannelerConfig,
): Promise<SftpDiskServer & { hostKeyFingerprint: string }> {
  mkdirSync(config.root, { recursive: true });
  // Where its answers (SRE/ERRT) go: the demo's EFT settings name it as their response folder (issue 28).
  mkdirSync(path.join(config.root, 'responses'), { recursive: true });
  const hostKey = loadOrCreateHostKey(config.hostKeyFile);
  const server = await startSftpDiskServer({
    root: config.root,
    username: config.username,
    password: config.password,
    hostKey,
    port: config.port,
  });
  return Object.assign(server, { hostKeyFingerprint: fingerprintOf(hostKey) });
}
