import { createHash, randomUUID } from 'node:crypto';
import { posix } from 'node:path';
import type { ConnectConfig, SFTPWrapper } from 'ssh2';

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
 * ssh2's connect options for an endpoint: password or key, and a host-key check that refuses any key other than the
 * pinned one (when one is pinned) before a credential is sent; `onPresented` hears the fingerprint offered.
 */
export function connectConfig(
  endpoint: SftpEndpoint,
  pinnedFingerprint: string | null,
  timeoutMs: number,
  onPresented: (fingerprint: string) => void,
): ConnectConfig {
  return {
    host: endpoint.host,
    port: endpoint.port,
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
  const { Client } = await loadSsh2();
  return new Promise((resolve) => {
    const client = new Client();
    let presented: string | null = null;
    let settled = false;
    const finish = (result: SftpProbeResult) => {
      if (settled) return;
      settled = true;
      client.end();
      resolve(result);
    };
    client.on('error', (error) => {
      const refused = pinnedFingerprint !== null && presented !== null && presented !== pinnedFingerprint;
      finish({
        ok: false,
        hostKeyFingerprint: presented,
        message: refused
          ? `The server's host key ${presented} does not match the pinned ${pinnedFingerprint}; refused`
          : `Connection failed: ${error.message}`,
      });
    });
    client.on('ready', () => {
      void (async () => {
        try {
          const sftp = await call<SFTPWrapper>((cb) => client.sftp(cb));
          const probe = posix.join(endpoint.remoteDirectory || '.', `.ridgeline-probe-${randomUUID()}.txt`);
          await call((cb) => sftp.writeFile(probe, 'Ridgeline connection test\n', cb));
          await call((cb) => sftp.unlink(probe, cb));
          finish({
            ok: true,
            hostKeyFingerprint: presented,
            message: `Uploaded and removed ${probe}`,
          });
        } catch (error) {
          finish({
            ok: false,
            hostKeyFingerprint: presented,
            message: `Connected, but the probe file failed: ${(error as Error).message}`,
          });
        }
      })();
    });
    try {
      connect();
    } catch (error) {
      // ssh2 throws at once for a private key it cannot parse.
      finish({ ok: false, hostKeyFingerprint: null, message: `Cannot connect: ${(error as Error).message}` });
    }
    function connect() {
      client.connect(
        connectConfig(endpoint, pinnedFingerprint, timeoutMs, (fingerprint) => (presented = fingerprint)),
      );
    }
  });
}
