import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtp: { host: string | undefined; port: number; from: string; secure: boolean };
  /** Where e-mails go as .eml files (plus a plain .txt copy) when no SMTP server is configured. */
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/**
 * Sends through the configured SMTP server. Without SMTP_HOST (a fresh `npm start`) each e-mail is written to
 * `outboxDir` as an .eml file whose path is logged, so password links still reach the person trying the product.
 */
export function createMailer({ smtp, outboxDir, logger }: MailerOptions): Mailer {
  if (smtp.host) {
    const transport = nodemailer.createTransport({ host: smtp.host, port: smtp.port, secure: smtp.secure });
    return {
      async send(message) {
        await transport.sendMail({ from: smtp.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'e-mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: smtp.from, ...message });
      // Reset links are as good as passwords: only the account running Ridgeline may read them.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The .eml wraps long links (quoted-printable); the .txt beside it keeps them whole for copying.
      await writeFile(
        file.replace(/\.eml$/, '.txt'),
        `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`,
        { mode: 0o600 },
      );
      logger.info(
        { to: message.to, subject: message.subject, file },
        'SMTP_HOST is not set: e-mail written to file',
      );
    },
  };
}
