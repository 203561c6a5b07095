import smpp from 'smpp';
import { PermanentDeliveryError } from './email-sender';

/** The SMS centre an SMS goes through (SMPP 3.4 over TCP). */
export interface SmscEndpoint {
  host: string;
  port: number;
  systemId: string;
  password?: string | undefined;
  sourceAddress: string;
}

export interface OutgoingSms {
  /** Sent as the receipted message reference, so an SMSC log ties a duplicate to its delivery. */
  messageId: string;
  to: string;
  text: string;
}

// SMPP command_status codes after which retrying cannot help (invalid destination / source / message length).
const PERMANENT_STATUSES = new Set([0x0b, 0x0a, 0x01, 0x33]);

/**
 * Binds as a transceiver, submits one short message and unbinds. A session per message keeps the sender
 * stateless across API instances; SMS volume is a handful per appointment, not a stream.
 */
export function sendSms(endpoint: SmscEndpoint, sms: OutgoingSms, timeoutMs = 15_000): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const session = smpp.connect({ host: endpoint.host, port: endpoint.port });
    const finish = (error: Error | undefined, messageId?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.removeAllListeners('error');
      session.on('error', () => undefined);
      session.destroy();
      if (error) reject(error);
      else resolve(messageId ?? '');
    };
    const timer = setTimeout(
      () => finish(new Error(`SMSC ${endpoint.host}:${endpoint.port} timed out`)),
      timeoutMs,
    );
    session.on('error', (error: Error) => finish(error));
    session.on('close', () => finish(new Error('SMSC closed the connection')));
    session.on('connect', () => {
      session.bind_transceiver(
        { system_id: endpoint.systemId, password: endpoint.password ?? '' },
        (bind) => {
          if (bind.command_status !== 0) {
            finish(new Error(`SMSC refused the bind (status ${bind.command_status})`));
            return;
          }
          session.submit_sm(
            {
              source_addr: endpoint.sourceAddress,
              destination_addr: sms.to,
              short_message: sms.text,
              user_message_reference: 0,
              receipted_message_id: sms.messageId,
            },
            (submit) => {
              if (submit.command_status === 0) finish(undefined, String(submit['message_id'] ?? ''));
              else {
                const message = `SMSC refused the message (status ${submit.command_status})`;
                finish(
                  PERMANENT_STATUSES.has(submit.command_status)
                    ? new PermanentDeliveryError(message)
                    : new Error(message),
                );
              }
            },
          );
        },
      );
    });
  });
}
