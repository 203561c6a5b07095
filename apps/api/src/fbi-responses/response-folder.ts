import { posix } from 'node:path';
import type { Client, FileEntry, SFTPWrapper, Stats } from 'ssh2';
import { connectSsh, sftpStatusFailure, type SftpEndpoint } from '../delivery-settings/sftp-probe';
import { OutboundFailure } from '../outbound/outbound-failure';

/** One file of the response folder as listed: its name and size. */
export interface ListedFile {
  name: string;
  size: number;
}

/**
 * A response folder on an EFT destination's SFTP server, for one poll: every call runs under the poll's single
 * deadline (connect included, through the outbound guard), and a dropped link fails the call instead of leaving
 * it unanswered. Failures are OutboundFailure outcomes, never the server's text.
 */
export interface ResponseFolder {
  list(): Promise<ListedFile[]>;
  size(name: string): Promise<number | null>;
  read(name: string): Promise<Buffer>;
  /** Moves a file into a subfolder (created when missing); a name already taken there gets `suffix`. */
  moveInto(subfolder: string, name: string, suffix: string): Promise<void>;
  remove(name: string): Promise<void>;
  close(): void;
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

function call<T>(fn: (callback: (error: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    fn((error, value) => (error ? reject(error) : resolve(value as T))),
  );
}

const NO_SUCH_FILE = 2;
const isMissing = (error: unknown) => (error as { code?: number }).code === NO_SUCH_FILE;

export async function openResponseFolder(
  endpoint: SftpEndpoint,
  pinned: string | null,
  folder: string,
  deadlineAt: number,
): Promise<ResponseFolder> {
  const client: Client = await connectSsh(endpoint, pinned, Math.max(1, deadlineAt - Date.now()));
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<never>((_, reject) => {
    const fail = (failure: OutboundFailure) => () => reject(failure);
    client.on('error', fail(new OutboundFailure('temporary-failure')));
    client.on('close', fail(new OutboundFailure('temporary-failure')));
    timer = setTimeout(fail(new OutboundFailure('timed-out')), Math.max(0, deadlineAt - Date.now()));
  });
  cut.catch(() => undefined);
  const guarded = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await Promise.race([cut, work]);
    } catch (error) {
      throw sftpStatusFailure(error);
    }
  };
  let sftp: SFTPWrapper;
  try {
    sftp = await guarded(call<SFTPWrapper>((cb) => client.sftp(cb)));
  } catch (error) {
    clearTimeout(timer);
    client.end();
    throw error;
  }
  const at = (name: string) => posix.join(folder, name);

  async function readdir(path: string): Promise<FileEntry[]> {
    const handle = await call<Buffer>((cb) => sftp.opendir(path, cb));
    const entries: FileEntry[] = [];
    try {
      for (;;) {
        const batch = await call<FileEntry[] | false>((cb) => sftp.readdir(handle, cb)).catch(
          (error: { code?: number }) => {
            if (error.code === 1) return false; // SSH_FX_EOF
            throw error;
          },
        );
        if (!Array.isArray(batch)) break;
        entries.push(...batch);
      }
    } finally {
      await call((cb) => sftp.close(handle, cb)).catch(() => undefined);
    }
    return entries;
  }

  async function exists(path: string): Promise<boolean> {
    try {
      await call<Stats>((cb) => sftp.stat(path, cb));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  return {
    list: () =>
      guarded(
        readdir(folder).then((entries) =>
          entries
            .filter((entry) => (entry.attrs.mode & S_IFMT) === S_IFREG)
            .map((entry) => ({ name: entry.filename, size: entry.attrs.size })),
        ),
      ),
    size: (name) =>
      guarded(
        call<Stats>((cb) => sftp.stat(at(name), cb)).then(
          (stats) => stats.size,
          (error: unknown) => {
            if (isMissing(error)) return null;
            throw error;
          },
        ),
      ),
    read: (name) => guarded(call<Buffer>((cb) => sftp.readFile(at(name), cb))),
    moveInto: (subfolder, name, suffix) =>
      guarded(
        (async () => {
          const target = at(subfolder);
          if (!(await exists(target))) {
            await call((cb) => sftp.mkdir(target, cb)).catch(async (error: unknown) => {
              if (!(await exists(target))) throw error;
            });
          }
          const plain = posix.join(target, name);
          const destination = (await exists(plain)) ? `${plain}.${suffix}` : plain;
          await call((cb) => sftp.rename(at(name), destination, cb));
        })(),
      ),
    remove: (name) => guarded(call((cb) => sftp.unlink(at(name), cb))),
    close: () => {
      clearTimeout(timer);
      client.end();
    },
  };
}
