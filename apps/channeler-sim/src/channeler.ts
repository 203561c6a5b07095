import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ssh2 from 'ssh2';
import { createHash } from 'node:crypto';
import { answerSubmission, type SubmissionAnswer } from './answer-submission';
import type { ChannelerConfig } from './config';
import { loadOrCreateHostKey } from './host-key';
import { startSftpDiskServer, type SftpDiskServer } from './sftp-disk-server';
import { RESPONSES_FOLDER, writeResponse } from './write-response';

/** OpenSSH's spelling of a host key's fingerprint: `SHA256:` and the unpadded base64 of the key's digest. */
export function fingerprintOf(hostKey: string): string {
  const parsed = ssh2.utils.parseKey(hostKey);
  if (parsed instanceof Error) throw parsed;
  return `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
}

/** What the channeler did with one received file: answered it (the response's name, null if answered before), or not. */
export type ChannelerEvent =
  | { kind: 'answered'; file: string; answer: SubmissionAnswer; response: string | null }
  | { kind: 'unreadable'; file: string; error: string };

/**
 * The local channeler: an SFTP server on loopback whose files land in `root`, with the host key kept on disk. It
 * answers each EFT file it receives, after `answers.delayMs`, with an SRE or ERRT in `responses/` (issue 28).
 */
export async function startChanneler(
  config: ChannelerConfig,
  onEvent: (event: ChannelerEvent) => void = () => undefined,
): Promise<SftpDiskServer & { hostKeyFingerprint: string }> {
  mkdirSync(config.root, { recursive: true });
  // Where its answers (SRE/ERRT) go: the demo's EFT settings name it as their response folder.
  mkdirSync(path.join(config.root, RESPONSES_FOLDER), { recursive: true });
  const hostKey = loadOrCreateHostKey(config.hostKeyFile);
  const pending = new Set<NodeJS.Timeout>();
  const answer = (file: string) => {
    try {
      const decided = answerSubmission(new Uint8Array(readFileSync(file)), config.answers);
      onEvent({
        kind: 'answered',
        file,
        answer: decided,
        response: writeResponse(path.dirname(file), decided, new Date()),
      });
    } catch (error) {
      // Not an EBTS submission (or gone meanwhile): the FBI's channeler would bounce it; this one only says so.
      onEvent({ kind: 'unreadable', file, error: (error as Error).message });
    }
  };
  const server = await startSftpDiskServer({
    root: config.root,
    username: config.username,
    password: config.password,
    hostKey,
    port: config.port,
    onFileReceived: (file) => {
      const timer = setTimeout(() => {
        pending.delete(timer);
        answer(file);
      }, config.answers.delayMs);
      pending.add(timer);
    },
  });
  const close = server.close;
  return Object.assign(server, {
    hostKeyFingerprint: fingerprintOf(hostKey),
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
      return close();
    },
  });
}
