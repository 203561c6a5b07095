import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  /** The body with quoted-printable soft breaks and escapes undone, so links are whole. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A real SMTP server on the port the API is told to send to (0: any free port); it keeps every message it receives. */
export async function startMailCatcher(port: number) {
  const mails: CaughtMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: decodeQuotedPrintable(raw),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    /** The port it listens on (pass 0 to get a free one). */
    port: (server.server.address() as AddressInfo).port,
    mails,
    /**
     * The first message to `address` (and whose text matches `matching`, when given), waiting up to `timeoutMs`.
     * An earlier journey's message to the same address may still be on its retry schedule (the API retries a failed
     * delivery for minutes) and land here first: a journey expecting one kind of message names it.
     */
    async mailTo(address: string, timeoutMs = 30_000, matching?: RegExp): Promise<CaughtMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(
          (mail) => mail.to.includes(address) && (!matching || matching.test(mail.text)),
        );
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          const kind = matching ? ` matching ${String(matching)}` : '';
          throw new Error(`no e-mail to ${address}${kind} within ${timeoutMs} ms (${mails.length} caught)`);
        }
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
