import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  /** Message-IDs answered with a temporary failure, in order. */
  refused: string[];
  close(): Promise<void>;
}

export interface SmtpTestServerOptions {
  port?: number;
  /** Decides the answer to one message: undefined accepts, a number answers that SMTP code. */
  answer?: (messageId: string, attempt: number) => number | undefined;
  /** Waits before accepting each message (to let a test kill the sender mid-way). */
  delayMs?: number;
}

/** A real SMTP server (smtp-server) on loopback that records what it accepted and what it refused. */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const attempts = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'test' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '';
        const attempt = (attempts.get(messageId) ?? 0) + 1;
        attempts.set(messageId, attempt);
        const code = options.answer?.(messageId, attempt);
        const finish = () => {
          if (code !== undefined) {
            refused.push(messageId);
            callback(Object.assign(new Error(`${code} try again later`), { responseCode: code }));
            return;
          }
          received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback(null, 'queued');
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  // A sender killed mid-conversation (the crash test) resets its connections; that is the point, not a failure.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    refused,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
