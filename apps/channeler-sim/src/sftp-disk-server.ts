import {
  closeSync,
  existsSync,
  fstatSync,
  ftruncateSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import path from 'node:path';
// The default import: Node's ESM loader (Playwright's) sees only some of ssh2's CommonJS exports by name.
import ssh2, { type SFTPWrapper } from 'ssh2';
import { acceptPassword } from './accept-password';
import { sshHostKey } from './ssh-host-key';

const { Server, utils } = ssh2;
const { OK, FAILURE, NO_SUCH_FILE, EOF, PERMISSION_DENIED } = utils.sftp.STATUS_CODE;

/** Faults a test can switch on and off while the server runs. */
export interface SftpFaults {
  /** Connections still to refuse (the socket is closed before the SSH handshake), counted down. */
  refuseConnections: number;
  /** Close the connection once a session has written this many bytes (a dropped link mid-upload); one-shot. */
  dropAfterBytes: number | null;
  /** Total bytes the folder may hold; a write beyond it fails as a full disk does. */
  quotaBytes: number | null;
  /** Wait this long before answering each write (so a test can act mid-transfer). */
  writeDelayMs: number;
  /** Renames and removes still to refuse (a reader dying before it could move a file it read), counted down. */
  failMoves: number;
  /** Writes still to store with their first byte changed (bytes altered on the wire or on the disk), counted down. */
  corruptWrites: number;
  /** Files still to keep one byte short when closed (a server that loses a file's end), counted down. */
  shortFiles: number;
}

export interface SftpDiskServer {
  port: number;
  root: string;
  faults: SftpFaults;
  /** Bytes written so far by every session (including dropped ones). */
  readonly bytesWritten: number;
  /** Files in the root folder, hidden ones included, with their sizes. */
  listing(): { name: string; size: number }[];
  close(): Promise<void>;
}

/** `.tmp`, `.part` or a leading dot: a file still being written under a temporary name (the API's rule too). */
export function isTemporaryName(name: string): boolean {
  return name.startsWith('.') || /\.(tmp|part)$/i.test(name);
}

function folderBytes(root: string): number {
  return readdirSync(root).reduce((sum, name) => {
    const stats = statSync(path.join(root, name));
    return sum + (stats.isFile() ? stats.size : 0);
  }, 0);
}

/**
 * A real SSH server (ssh2's server side) whose SFTP subsystem works on a real folder (the local channeler of
 * `npm start`, and the SFTP server of the tests): open, read, write, stat,
 * rename (refused onto an existing name, as OpenSSH's sftp-server does), remove. Faults are injected through
 * `faults` so a transfer can be watched surviving a dropped link, a down server and a full disk.
 */
export async function startSftpDiskServer(options: {
  root: string;
  username: string;
  password: string;
  hostKey?: string;
  /** The port to listen on (loopback only); 0 or absent: any free port. */
  port?: number;
  /**
   * Called with the full path of each file that arrives complete in the root folder: closed after a write under
   * its own name, or renamed there from a temporary one (how the API puts its EFT files). Temporary names
   * (a leading dot, `.tmp`, `.part`) and files deeper than one folder down, or in `responses`, are not reported.
   */
  onFileReceived?: (file: string) => void;
}): Promise<SftpDiskServer> {
  const hostKey = options.hostKey ?? sshHostKey();
  const root = path.resolve(options.root);
  const faults: SftpFaults = {
    refuseConnections: 0,
    dropAfterBytes: null,
    quotaBytes: null,
    writeDelayMs: 0,
    failMoves: 0,
    corruptWrites: 0,
    shortFiles: 0,
  };
  let bytesWritten = 0;
  const sockets = new Set<Socket>();
  const inside = (remote: string) => {
    const resolved = path.resolve(root, `.${path.posix.resolve('/', remote)}`);
    if (resolved !== root && !resolved.startsWith(root + path.sep)) throw new Error('outside the root');
    return resolved;
  };
  const attrsOf = (stats: {
    mode: number;
    uid: number;
    gid: number;
    size: number;
    atimeMs: number;
    mtimeMs: number;
  }) => ({
    mode: stats.mode,
    uid: stats.uid,
    gid: stats.gid,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  });

  // A submission lands in the root or in an account's own folder one level down (each demo partner has one);
  // never in a responses folder, where the answers go.
  const submissionFolder = (folder: string) =>
    folder === root || (path.dirname(folder) === root && path.basename(folder) !== 'responses');
  const received = (file: string) => {
    if (!submissionFolder(path.dirname(file)) || isTemporaryName(path.basename(file))) return;
    try {
      options.onFileReceived?.(file);
    } catch {
      // The listener's own failure is no failure of the transfer the client is waiting on.
    }
  };

  function serve(sftp: SFTPWrapper, drop: () => void) {
    const handles = new Map<number, { fd: number; file: string; written: boolean }>();
    let next = 0;
    let sessionBytes = 0;
    const handleOf = (handle: Buffer) => handles.get(handle.readUInt32BE(0));
    const guard = (reqid: number, work: () => void) => {
      try {
        work();
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        sftp.status(reqid, code === 'ENOENT' ? NO_SUCH_FILE : FAILURE, (error as Error).message);
      }
    };
    sftp.on('OPEN', (reqid, filename, flags) =>
      guard(reqid, () => {
        const mode = utils.sftp.flagsToString(flags) ?? 'r';
        const fd = openSync(inside(filename), mode);
        const handle = Buffer.alloc(4);
        handle.writeUInt32BE(next);
        handles.set(next++, { fd, file: inside(filename), written: false });
        sftp.handle(reqid, handle);
      }),
    );
    sftp.on('WRITE', (reqid, handle, offset, data) => {
      const open = handleOf(handle);
      if (!open) return sftp.status(reqid, FAILURE);
      const answer = () =>
        guard(reqid, () => {
          if (faults.quotaBytes !== null) {
            const after = Math.max(fstatSync(open.fd).size, offset + data.length);
            const grows = after - fstatSync(open.fd).size;
            if (folderBytes(root) + grows > faults.quotaBytes) {
              return sftp.status(reqid, FAILURE, 'No space left on device');
            }
          }
          let stored = data;
          if (faults.corruptWrites > 0 && data.length > 0) {
            faults.corruptWrites -= 1;
            stored = Buffer.from(data);
            stored[0] = stored[0]! ^ 0xff;
          }
          writeSync(open.fd, stored, 0, stored.length, offset);
          open.written = true;
          bytesWritten += data.length;
          sessionBytes += data.length;
          if (faults.dropAfterBytes !== null && sessionBytes >= faults.dropAfterBytes) {
            faults.dropAfterBytes = null;
            return drop();
          }
          sftp.status(reqid, OK);
        });
      if (faults.writeDelayMs > 0) setTimeout(answer, faults.writeDelayMs);
      else answer();
    });
    sftp.on('READ', (reqid, handle, offset, length) =>
      guard(reqid, () => {
        const open = handleOf(handle);
        if (!open) return sftp.status(reqid, FAILURE);
        const buffer = Buffer.alloc(length);
        const read = readSync(open.fd, buffer, 0, length, offset);
        if (read === 0) return sftp.status(reqid, EOF);
        sftp.data(reqid, buffer.subarray(0, read));
      }),
    );
    sftp.on('FSTAT', (reqid, handle) =>
      guard(reqid, () => {
        const open = handleOf(handle);
        if (!open) return sftp.status(reqid, FAILURE);
        sftp.attrs(reqid, attrsOf(fstatSync(open.fd)));
      }),
    );
    const stat = (reqid: number, remote: string) =>
      guard(reqid, () => sftp.attrs(reqid, attrsOf(statSync(inside(remote)))));
    sftp.on('STAT', stat);
    sftp.on('LSTAT', stat);
    sftp.on('FSETSTAT', (reqid) => sftp.status(reqid, OK));
    sftp.on('SETSTAT', (reqid) => sftp.status(reqid, OK));
    sftp.on('CLOSE', (reqid, handle) =>
      guard(reqid, () => {
        const open = handleOf(handle);
        if (open?.written && faults.shortFiles > 0) {
          faults.shortFiles -= 1;
          ftruncateSync(open.fd, Math.max(0, fstatSync(open.fd).size - 1));
        }
        if (open) closeSync(open.fd);
        folders.delete(handle.readUInt32BE(0));
        handles.delete(handle.readUInt32BE(0));
        sftp.status(reqid, OK);
        if (open?.written) received(open.file);
      }),
    );
    const moveRefused = (reqid: number) => {
      if (faults.failMoves <= 0) return false;
      faults.failMoves -= 1;
      sftp.status(reqid, FAILURE, 'refused by the test');
      return true;
    };
    sftp.on('REMOVE', (reqid, filename) =>
      guard(reqid, () => {
        if (moveRefused(reqid)) return;
        unlinkSync(inside(filename));
        sftp.status(reqid, OK);
      }),
    );
    sftp.on('RENAME', (reqid, from, to) =>
      guard(reqid, () => {
        if (moveRefused(reqid)) return;
        // OpenSSH's sftp-server renames with link + unlink: an existing target is refused, never replaced.
        if (existsSync(inside(to))) return sftp.status(reqid, FAILURE, 'target exists');
        linkSync(inside(from), inside(to));
        unlinkSync(inside(from));
        sftp.status(reqid, OK);
        received(inside(to));
      }),
    );
    sftp.on('REALPATH', (reqid, remote) =>
      sftp.name(reqid, [{ filename: path.posix.resolve('/', remote), longname: '', attrs: {} as never }]),
    );
    // Folders (the response folders a poll lists, and its processed and quarantine folders): a listing is
    // answered in one READDIR, then EOF.
    const folders = new Map<number, { entries: string[] | null; folder: string }>();
    sftp.on('OPENDIR', (reqid, remote) =>
      guard(reqid, () => {
        const folder = inside(remote);
        if (!statSync(folder).isDirectory()) return sftp.status(reqid, PERMISSION_DENIED);
        const handle = Buffer.alloc(4);
        handle.writeUInt32BE(next);
        folders.set(next++, { entries: readdirSync(folder), folder });
        sftp.handle(reqid, handle);
      }),
    );
    sftp.on('READDIR', (reqid, handle) =>
      guard(reqid, () => {
        const open = folders.get(handle.readUInt32BE(0));
        if (!open) return sftp.status(reqid, FAILURE);
        if (open.entries === null) return sftp.status(reqid, EOF);
        const names = open.entries.map((name) => {
          const attrs = attrsOf(statSync(path.join(open.folder, name)));
          return { filename: name, longname: name, attrs };
        });
        open.entries = null;
        sftp.name(reqid, names);
      }),
    );
    sftp.on('MKDIR', (reqid, remote) =>
      guard(reqid, () => {
        mkdirSync(inside(remote));
        sftp.status(reqid, OK);
      }),
    );
    sftp.on('end', () => {
      for (const { fd } of handles.values()) closeSync(fd);
      handles.clear();
    });
  }

  const server = new Server({ hostKeys: [hostKey] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', (context) => acceptPassword(context, options));
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('sftp', (acceptSftp) => serve(acceptSftp(), () => client.end()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const sshPort = (server.address() as AddressInfo).port;
  // A TCP front door, so a "down" server refuses at the socket, before any SSH is spoken.
  const front = createServer((socket) => {
    if (faults.refuseConnections > 0) {
      faults.refuseConnections -= 1;
      socket.destroy();
      return;
    }
    const upstream = connect(sshPort, '127.0.0.1');
    for (const end of [socket, upstream]) {
      sockets.add(end);
      end.on('close', () => sockets.delete(end));
      end.on('error', () => undefined);
    }
    socket.pipe(upstream).pipe(socket);
    socket.on('close', () => upstream.destroy());
    upstream.on('close', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  return {
    port: (front.address() as AddressInfo).port,
    root,
    faults,
    get bytesWritten() {
      return bytesWritten;
    },
    listing: () =>
      readdirSync(root)
        .filter((name) => statSync(path.join(root, name)).isFile())
        .sort()
        .map((name) => ({ name, size: statSync(path.join(root, name)).size })),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        front.close(() => server.close(() => resolve()));
      }),
  };
}
