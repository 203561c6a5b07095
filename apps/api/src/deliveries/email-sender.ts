import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isIP, type Socket } from 'node:net';
import type { Transporter } from 'nodemailer';
import { OutboundFailure } from '../outbound/outbound-failure';
import { bareHost, openGuardedSocket } from '../outbound/outbound-guard';

/** The SMTP server one e-mail goes through, as stored in a setting or taken from SMTP_HOST and its siblings. */
export interface SmtpEndpoint {
  host: string;
  port: number;
  secure: boolean;
  username?: string | undefined;
  password?: string | undefined;
  fromAddress: string;
  fromName?: string | null | undefined;
}

export interface OutgoingEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
}

/** Thrown for a failure that retrying cannot change (a file no longer in the store). */
export class PermanentDeliveryError extends Error {}

/**
 * One of the fixed outcomes for an error nodemailer reports: the SMTP reply code is kept, the reply's text (the far
 * side's bytes) never is.
 */
export function smtpFailure(error: unknown): OutboundFailure {
  if (error instanceof OutboundFailure) return error;
  const { code, responseCode, command } = error as { code?: string; responseCode?: number; command?: string };
  const reply =
    typeof responseCode === 'number' && responseCode >= 200 && responseCode < 600 ? responseCode : undefined;
  const withCode = reply === undefined ? undefined : ({ protocol: 'SMTP', value: reply } as const);
  if (code === 'EAUTH' || /^AUTH/i.test(command ?? ''))
    return new OutboundFailure('authentication-failed', withCode);
  if (reply !== undefined && reply >= 400 && reply < 500)
    return new OutboundFailure('temporary-failure', withCode);
  if (reply !== undefined && reply >= 500) {
    if (/^RCPT/i.test(command ?? '')) return new OutboundFailure('recipient-refused', withCode);
    if (command === 'CONN') return new OutboundFailure('refused', withCode);
    return new OutboundFailure('message-refused', withCode);
  }
  switch (code) {
    case 'EPROTOCOL':
      return new OutboundFailure('not-smtp-server', withCode);
    case 'ETLS':
      return new OutboundFailure('tls-failed');
    case 'ETIMEDOUT':
      return new OutboundFailure('timed-out');
    case 'EDNS':
      return new OutboundFailure('host-not-found');
    default:
      return /tls|ssl|certificate/i.test(String((error as Error).message))
        ? new OutboundFailure('tls-failed')
        : new OutboundFailure('temporary-failure', withCode);
  }
}

function fromHeader(endpoint: Pick<SmtpEndpoint, 'fromAddress' | 'fromName'>) {
  return endpoint.fromName
    ? { name: endpoint.fromName, address: endpoint.fromAddress }
    : endpoint.fromAddress;
}

/** nodemailer, loaded with the first e-mail sent rather than at start-up (many API processes send none). */
async function loadNodemailer() {
  return (await import('nodemailer')).default;
}

/**
 * Sends e-mails, keeping one pooled transport per SMTP endpoint so a burst does not open a connection per message.
 * A transport is dropped when its endpoint's settings change (the key holds every field).
 */
export class EmailSender {
  readonly #transports = new Map<string, Transporter>();

  /**
   * `deadlineMs` bounds each message as a whole: the guarded connect, the greeting, TLS, authentication and the
   * message itself.
   */
  constructor(
    private readonly outboxDir: string,
    private readonly deadlineMs = 30_000,
  ) {}

  async send(endpoint: SmtpEndpoint | undefined, email: OutgoingEmail): Promise<void> {
    if (!endpoint) return this.#writeToOutbox(email);
    if (bareHost(endpoint.host) === '') throw new OutboundFailure('not-configured');
    const key = JSON.stringify(endpoint);
    const transport = await this.#transport(key, endpoint);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        // The stalled connection goes with its transport; the next message opens a fresh one.
        this.#transports.delete(key);
        transport.close();
        reject(new OutboundFailure('timed-out'));
      }, this.deadlineMs);
    });
    try {
      await Promise.race([
        deadline,
        transport.sendMail({
          from: fromHeader(endpoint),
          to: email.to,
          subject: email.subject,
          text: email.text,
          messageId: email.messageId,
        }),
      ]);
    } catch (error) {
      throw smtpFailure(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async #transport(key: string, endpoint: SmtpEndpoint): Promise<Transporter> {
    const nodemailer = await loadNodemailer();
    let transport = this.#transports.get(key);
    if (!transport) {
      const host = bareHost(endpoint.host);
      const deadlineMs = this.deadlineMs;
      transport = nodemailer.createTransport({
        host,
        port: endpoint.port,
        secure: endpoint.secure,
        pool: true,
        maxConnections: 4,
        connectionTimeout: deadlineMs,
        greetingTimeout: deadlineMs,
        socketTimeout: deadlineMs,
        ...(endpoint.username ? { auth: { user: endpoint.username, pass: endpoint.password ?? '' } } : {}),
        // The socket is opened here, to the address the outbound guard checked; nodemailer never resolves the name.
        getSocket: (
          _options: unknown,
          callback: (error: Error | null, socket?: { connection: Socket }) => void,
        ) => {
          openGuardedSocket(host, endpoint.port, { deadlineAt: Date.now() + deadlineMs }).then(
            (connection) => callback(null, { connection }),
            (error: Error) => callback(error),
          );
        },
        // A test server or an office relay often has a self-signed certificate; STARTTLS is still attempted, with
        // the stored name as the TLS server name.
        tls: { rejectUnauthorized: false, ...(isIP(host) ? {} : { servername: host }) },
      });
      this.#transports.set(key, transport);
    }
    return transport;
  }

  /** Without any SMTP server (a fresh `npm start`) the e-mail lands in DATA_DIR/outbox as .eml plus a .txt copy. */
  async #writeToOutbox(email: OutgoingEmail) {
    const nodemailer = await loadNodemailer();
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const info = await transport.sendMail({
      from: 'Ridgeline <no-reply@ridgeline.local>',
      to: email.to,
      subject: email.subject,
      text: email.text,
      messageId: email.messageId,
    });
    // Reset links are as good as passwords: only the account running Ridgeline may read them.
    await mkdir(this.outboxDir, { recursive: true, mode: 0o700 });
    const safeTo = email.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
    const file = path.join(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
    await writeFile(file, info.message as Buffer, { mode: 0o600 });
    // The .eml wraps long links (quoted-printable); the .txt beside it keeps them whole for copying.
    await writeFile(
      file.replace(/\.eml$/, '.txt'),
      `To: ${email.to}\nSubject: ${email.subject}\n\n${email.text}`,
      { mode: 0o600 },
    );
  }

  close() {
    for (const transport of this.#transports.values()) transport.close();
    this.#transports.clear();
  }
}
