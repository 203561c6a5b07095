import { createHash, randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { Socket } from 'node:net';
import type { Client, ConnectConfig, SFTPWrapper } from 'ssh2';
import { OutboundFailure } from '../outbound/outbound-failure';
import { bareHost, openGuardedSocket } from '../outbound/outbound-guard';

export interface SftpEndpoint {
  host: string;
  port: number;
  username: string;
  password?: string | undefined;
  privateKey?: string | undefined;
  remoteDirectory: string;
}

export interface SftpProbeResult {
  ok: boolean;
  /** The fingerprint the server presented (also when it was refused). */
  hostKeyFingerprint: string | null;
  message: string;
}

/** OpenSSH's spelling of a host key's fingerprint: `SHA256:` and the unpadded base64 of the key's digest. */
export function hostKeyFingerprint(key: Buffer): string {
  return `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
}

/**
 * ssh2's connect options for an endpoint: the socket the outbound guard opened, password or key, and a host-key
 * check that refuses any key other than the pinned one (when one is pinned) before a credential is sent;
 * `onPresented` hears the fingerprint offered.
 */
export function connectConfig(
  endpoint: SftpEndpoint,
  pinnedFingerprint: string | null,
  timeoutMs: number,
  onPresented: (fingerprint: string) => void,
  sock?: Socket,
): ConnectConfig {
  return {
    ...(sock ? { sock } : { host: endpoint.host, port: endpoint.port }),
    username: endpoint.username,
    ...(endpoint.password ? { password: endpoint.password } : {}),
    ...(endpoint.privateKey ? { privateKey: endpoint.privateKey } : {}),
    readyTimeout: timeoutMs,
    hostVerifier: (key: Buffer) => {
      const presented = hostKeyFingerprint(key);
      onPresented(presented);
      return pinnedFingerprint === null || presented === pinnedFingerprint;
    },
  };
}

/** One of the fixed outcomes for an SFTP status error (a numeric SSH_FX_* code), never the server's text. */
export function sftpStatusFailure(error: unknown): OutboundFailure {
  if (error instanceof OutboundFailure) return error;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'number') {
    // SSH_FX_NO_SUCH_FILE, SSH_FX_PERMISSION_DENIED: the folder is not there or not writable.
    const outcome = code === 2 || code === 3 ? 'remote-folder' : 'temporary-failure';
    return new OutboundFailure(outcome, { protocol: 'SFTP', value: code });
  }
  return new OutboundFailure('temporary-failure');
}

/**
 * Opens an SSH connection through the outbound guard (the name resolved once, the address checked, the socket
 * opened here) with one deadline over connect, banner, key exchange and authentication. Fails with an
 * `OutboundFailure`; a refused host key is 'host-key-mismatch' and `presented` tells which key was offered.
 */
export async function connectSsh(
  endpoint: SftpEndpoint,
  pinned: string | null,
  timeoutMs: number,
  onPresented: (fingerprint: string) => void = () => undefined,
): Promise<Client> {
  const host = bareHost(endpoint.host);
  if (host === '') throw new OutboundFailure('not-configured');
  const deadlineAt = Date.now() + timeoutMs;
  const [{ Client: SshClient }, sock] = await Promise.all([
    loadSsh2(),
    openGuardedSocket(host, endpoint.port, { deadlineAt }),
  ]);
  return new Promise((resolve, reject) => {
    const client = new SshClient();
    let presented: string | null = null;
    let settled = false;
    const finish = (error: OutboundFailure | undefined) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!error) return resolve(client);
      client.end();
      sock.destroy();
      reject(error);
    };
    // The first bytes the server sent, looked at (never reported) to tell another protocol from a stalled SSH
    // server: RFC 4253 lets lines precede the SSH- identification, so ssh2 alone would wait for one forever.
    let prefix = '';
    const otherProtocol = () => prefix.length > 0 && !/^SSH-/m.test(prefix);
    const timer = setTimeout(
      () => finish(new OutboundFailure(otherProtocol() ? 'not-sftp-server' : 'timed-out')),
      Math.max(0, deadlineAt - Date.now()),
    );
    client.once('ready', () => finish(undefined));
    // `on`, not `once`: a refused host key is followed by a reset socket, a second error with nobody to hear it.
    client.on('error', (error: Error & { level?: string; code?: string }) => {
      if (pinned !== null && presented !== null && presented !== pinned)
        finish(new OutboundFailure('host-key-mismatch'));
      else if (error.level === 'client-authentication') finish(new OutboundFailure('authentication-failed'));
      else if (error.level === 'client-timeout') finish(new OutboundFailure('timed-out'));
      // Bytes that are no SSH are another protocol; a close before any byte is a server down behind its port.
      else if (error.level === 'protocol' || error.level === 'handshake')
        finish(new OutboundFailure(sock.bytesRead > 0 ? 'not-sftp-server' : 'refused'));
      else finish(error.code ? OutboundFailure.fromSocketError(error) : new OutboundFailure('refused'));
    });
    // Closed before any SSH was spoken: a server that is down behind its port (retried), not a wrong protocol.
    const closed = () => finish(new OutboundFailure(otherProtocol() ? 'not-sftp-server' : 'refused'));
    client.on('close', closed);
    sock.once('close', closed);
    if (sock.destroyed || !sock.readable) return finish(new OutboundFailure('refused'));
    try {
      client.connect(
        connectConfig(
          endpoint,
          pinned,
          Math.max(1, deadlineAt - Date.now()),
          (fingerprint) => {
            presented = fingerprint;
            onPresented(fingerprint);
          },
          sock,
        ),
      );
      // ssh2 has paused the socket and resumes it itself: this listener sees the same bytes, after it.
      sock.on('data', (chunk: Buffer) => {
        if (prefix.length < 512) prefix += chunk.toString('latin1').slice(0, 512 - prefix.length);
      });
    } catch {
      // ssh2 throws at once for a private key it cannot parse.
      finish(new OutboundFailure('authentication-failed'));
    }
  });
}

function call<T>(fn: (callback: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    fn((error, value) => (error ? reject(error) : resolve(value as T))),
  );
}

/**
 * ssh2, loaded on the first SFTP connection: importing it instantiates its WebAssembly ciphers with 16 MB of
 * memory, which an API that never transmits over SFTP would carry from start-up on.
 */
export function loadSsh2(): Promise<typeof import('ssh2')> {
  return import('ssh2');
}

/**
 * Connects, uploads a small probe file to the remote folder and removes it. With `pinnedFingerprint` a server
 * presenting another host key is refused before any credential is sent.
 */
export async function probeSftp(
  endpoint: SftpEndpoint,
  pinnedFingerprint: string | null,
  timeoutMs = 15_000,
): Promise<SftpProbeResult> {
  let presented: string | null = null;
  const failed = (error: unknown): SftpProbeResult => {
    const failure = sftpStatusFailure(error);
    return {
      ok: false,
      hostKeyFingerprint: presented,
      message:
        failure.outcome === 'host-key-mismatch'
          ? `The server's host key ${presented} does not match the pinned ${pinnedFingerprint}; refused`
          : `Connection failed: ${failure.message}`,
    };
  };
  let client: Client;
  try {
    client = await connectSsh(
      endpoint,
      pinnedFingerprint,
      timeoutMs,
      (fingerprint) => (presented = fingerprint),
    );
  } catch (error) {
    return failed(error);
  }
  // The same deadline keeps going over the probe file's upload and removal.
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OutboundFailure('timed-out')), timeoutMs);
  });
  try {
    const probe = posix.join(endpoint.remoteDirectory || '.', `.ridgeline-probe-${randomUUID()}.txt`);
    await Promise.race([
      deadline,
      (async () => {
        let sftp: SFTPWrapper;
        try {
          sftp = await call<SFTPWrapper>((cb) => client.sftp(cb));
        } catch {
          throw new OutboundFailure('not-sftp-server');
        }
        await call((cb) => sftp.writeFile(probe, 'Ridgeline connection test\n', cb));
        await call((cb) => sftp.unlink(probe, cb));
      })(),
    ]);
    return { ok: true, hostKeyFingerprint: presented, message: `Uploaded and removed ${probe}` };
  } catch (error) {
    const failure = sftpStatusFailure(error);
    return {
      ok: false,
      hostKeyFingerprint: presented,
      message: `Connected, but the probe file failed: ${failure.message}`,
    };
  } finally {
    clearTimeout(timer);
    client.end();
  }
}
