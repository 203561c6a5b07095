import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

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

/** Thrown for an answer that retrying cannot change (a 5xx such as "550 no such user"). */
export class PermanentDeliveryError extends Error {}

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

  constructor(private readonly outboxDir: string) {}

  async send(endpoint: SmtpEndpoint | undefined, email: OutgoingEmail): Promise<void> {
    if (!endpoint) return this.#writeToOutbox(email);
    const transport = await this.#transport(endpoint);
    try {
      await transport.sendMail({
        from: fromHeader(endpoint),
        to: email.to,
        subject: email.subject,
        text: email.text,
        messageId: email.messageId,
      });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      if (typeof code === 'number' && code >= 500) {
        throw new PermanentDeliveryError((error as Error).message);
      }
      throw error;
    }
  }

  async #transport(endpoint: SmtpEndpoint): Promise<Transporter> {
    const nodemailer = await loadNodemailer();
    const key = JSON.stringify(endpoint);
    let transport = this.#transports.get(key);
    if (!transport) {
      transport = nodemailer.createTransport({
        host: endpoint.host,
        port: endpoint.port,
        secure: endpoint.secure,
        pool: true,
        maxConnections: 4,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        ...(endpoint.username ? { auth: { user: endpoint.username, pass: endpoint.password ?? '' } } : {}),
        // A test server or an office relay often has a self-signed certificate; STARTTLS is still attempted.
        tls: { rejectUnauthorized: false },
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
