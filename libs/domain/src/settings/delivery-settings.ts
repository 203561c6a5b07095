import * as v from 'valibot';
import { emailField, optionalString, requiredString } from '../validation/field-builders';

function portField(label: string) {
  return v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be between 1 and 65535`),
    v.maxValue(65535, `${label} must be between 1 and 65535`),
  );
}

const HOST = /^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:]+\]$/;

function hostField(label: string) {
  return v.pipe(
    requiredString(label, { max: 253 }),
    v.check((value: string) => HOST.test(value.trim()), `${label} must be a host name or IP address`),
  );
}

/**
 * Spec §7 /setting/smtp. `password` is write-only: blank keeps the stored one (the screen shows "set" and a
 * Replace button), so it is optional here.
 */
export const smtpSettingSchema = v.object({
  host: hostField('Host'),
  port: portField('Port'),
  secure: v.boolean(),
  username: optionalString('Username', { max: 254 }),
  password: optionalString('Password', { max: 512 }),
  fromAddress: emailField('From Address'),
  fromName: optionalString('From Name', { max: 100 }),
});
export type SmtpSettingInput = v.InferInput<typeof smtpSettingSchema>;

/** Spec §7 /setting/smsc: an SMPP 3.4 SMS centre. */
export const smscSettingSchema = v.object({
  host: hostField('Host'),
  port: portField('Port'),
  systemId: requiredString('System ID', { max: 16 }),
  password: optionalString('Password', { max: 9 }),
  sourceAddress: requiredString('Source Address', { max: 21 }),
  enabled: v.boolean(),
});
export type SmscSettingInput = v.InferInput<typeof smscSettingSchema>;

/** Spec §7 /setting/eft-sftp: where EFT files go; password or private key, both write-only. */
export const sftpSettingSchema = v.object({
  host: hostField('Host'),
  port: portField('Port'),
  username: requiredString('Username', { max: 100 }),
  password: optionalString('Password', { max: 512 }),
  privateKey: optionalString('Private Key', { max: 16_384 }),
  remoteDirectory: optionalString('Remote Folder', { max: 500 }),
  /** Issue 28: where the FBI's answers arrive on the same server; empty: not polled. */
  responseFolder: optionalString('Response Folder', { max: 500 }),
  afterRead: v.picklist(['MOVE', 'DELETE'], 'After Reading must be Move or Delete'),
  responsePollSeconds: v.pipe(
    v.number('Poll Every must be a number'),
    v.integer('Poll Every must be a whole number of seconds'),
    v.minValue(10, 'Poll Every must be between 10 and 86400 seconds'),
    v.maxValue(86400, 'Poll Every must be between 10 and 86400 seconds'),
  ),
  enabled: v.boolean(),
});
export type SftpSettingInput = v.InferInput<typeof sftpSettingSchema>;

/**
 * A partner's card processor (issue 29): both keys write-only (blank keeps the stored one), and whether the booking
 * pages take the card for a service with a price.
 */
export const paymentSettingSchema = v.object({
  secretKey: optionalString('Secret Key', { max: 255 }),
  webhookSecret: optionalString('Webhook Signing Secret', { max: 255 }),
  requireOnlinePayment: v.boolean(),
});
export type PaymentSettingInput = v.InferInput<typeof paymentSettingSchema>;

export const testMailSchema = v.object({ to: emailField('Send To') });

const PHONE = /^\+?[0-9]{6,15}$/;
export const testSmsSchema = v.object({
  to: v.pipe(
    requiredString('Send To'),
    v.check(
      (value: string) => PHONE.test(value.trim()),
      'Send To must be a phone number (digits, optional +)',
    ),
  ),
});

/** The states of a delivery with the words the Deliveries screen shows. */
export const DELIVERY_STATUS_LABELS = {
  queued: 'Queued',
  sent: 'Sent',
  retrying: 'Retrying',
  failed: 'Failed',
} as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATUS_LABELS;
