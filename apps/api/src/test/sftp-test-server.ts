import type { AddressInfo } from 'node:net';
import { acceptPassword, sshHostKey } from '@ridgeline/test-support';
import { Server, utils } from 'ssh2';

export interface SftpTestServer {
  port: number;
  /** The host key's public half in SSH wire form, for computing the expected fingerprint. */
  publicKey: Buffer;
  /** Paths written and removed, in order, and what is stored now. */
  written: string[];
  removed: string[];
  files: Map<string, Buffer>;
  authentications: number;
  close(): Promise<void>;
}

const { OK, FAILURE, NO_SUCH_FILE } = utils.sftp.STATUS_CODE;

/**
 * A real SSH server (ssh2's server side) with an in-memory SFTP subsystem: enough for open, write, close and
 * remove. A new host key each start unless one is given, so a test can swap the server under a pinned key.
 */
export async function startSftpTestServer(options: {
  port?: number;
  username: string;
  password: string;
  hostKey?: string;
}): Promise<SftpTestServer & { hostKey: string }> {
  const hostKey = options.hostKey ?? sshHostKey();
  const parsed = utils.parseKey(hostKey);
  if (parsed instanceof Error) throw parsed;
  const state = {
    written: [] as string[],
    removed: [] as string[],
    files: new Map<string, Buffer>(),
    authentications: 0,
  };
  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', (context) => {
      state.authentications += 1;
      acceptPassword(context, options);
    });
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, string>();
          let next = 0;
          const handleName = (handle: Buffer) => handles.get(handle.readUInt32BE(0));
          sftp.on('OPEN', (reqid, filename) => {
            const handle = Buffer.alloc(4);
            handle.writeUInt32BE(next);
            handles.set(next++, filename);
            state.files.set(filename, Buffer.alloc(0));
            sftp.handle(reqid, handle);
          });
          sftp.on('WRITE', (reqid, handle, _offset, data) => {
            const name = handleName(handle);
            if (!name) return sftp.status(reqid, FAILURE);
            state.files.set(name, Buffer.concat([state.files.get(name) ?? Buffer.alloc(0), data]));
            if (!state.written.includes(name)) state.written.push(name);
            return sftp.status(reqid, OK);
          });
          sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, OK));
          sftp.on('CLOSE', (reqid, handle) => {
            handles.delete(handle.readUInt32BE(0));
            sftp.status(reqid, OK);
          });
          sftp.on('REMOVE', (reqid, filename) => {
            if (!state.files.delete(filename)) return sftp.status(reqid, NO_SUCH_FILE);
            state.removed.push(filename);
            return sftp.status(reqid, OK);
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    publicKey: parsed.getPublicSSH(),
    hostKey,
    get written() {
      return state.written;
    },
    get removed() {
      return state.removed;
    },
    get files() {
      return state.files;
    },
    get authentications() {
      return state.authentications;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
