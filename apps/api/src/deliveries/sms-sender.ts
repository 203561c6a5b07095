import type { Socket } from 'node:net';
import smpp, { type Session } from 'smpp';
import { OutboundFailure } from '../outbound/outbound-failure';
import { bareHost, openGuardedSocket } from '../outbound/outbound-guard';

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
// Bind failures that mean the system id or password is wrong (ESME_RBINDFAIL, ESME_RINVPASWD, ESME_RINVSYSID).
const AUTH_STATUSES = new Set([0x0d, 0x0e, 0x0f]);

function smppCode(status: number) {
  return { protocol: 'SMPP', value: status } as const;
}

/**
 * Binds as a transceiver, submits one short message and unbinds. A session per message keeps the sender
 * stateless across API instances; SMS volume is a handful per appointment, not a stream. `timeoutMs` is one
 * deadline over everything: the guarded connect, the bind and the submit. Failures are `OutboundFailure`s: the
 * SMSC's command_status is kept, nothing else it sent.
 */
export async function sendSms(endpoint: SmscEndpoint, sms: OutgoingSms, timeoutMs = 15_000): Promise<string> {
  const host = bareHost(endpoint.host);
  if (host === '') throw new OutboundFailure('not-configured');
  const deadlineAt = Date.now() + timeoutMs;
  const socket: Socket = await openGuardedSocket(host, endpoint.port, { deadlineAt });
  return new Promise((resolve, reject) => {
    let settled = false;
    // Whatever the library makes of bytes that are no SMPP (a "PDU length" read from another protocol's banner)
    // becomes one outcome; its text is never kept.
    const session: Session = smpp.connect({ socket });
    const finish = (error: Error | undefined, messageId?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      session.removeAllListeners('error');
      session.on('error', () => undefined);
      socket.destroy();
      if (error) reject(error);
      else resolve(messageId ?? '');
    };
    const timer = setTimeout(
      () => finish(new OutboundFailure('timed-out')),
      Math.max(0, deadlineAt - Date.now()),
    );
    session.on('error', () => finish(new OutboundFailure('not-smpp-server')));
    session.on('close', () => finish(new OutboundFailure('refused')));
    session.bind_transceiver({ system_id: endpoint.systemId, password: endpoint.password ?? '' }, (bind) => {
      if (bind.command_status !== 0) {
        const status = bind.command_status;
        finish(
          new OutboundFailure(
            AUTH_STATUSES.has(status) ? 'authentication-failed' : 'refused',
            smppCode(status),
          ),
        );
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
          const status = submit.command_status;
          if (status === 0) {
            const id = submit['message_id'];
            finish(undefined, typeof id === 'string' ? id.replace(/[^\x20-\x7e]/g, '').slice(0, 64) : '');
          } else if (status === 0x0b) finish(new OutboundFailure('recipient-refused', smppCode(status)));
          else if (PERMANENT_STATUSES.has(status))
            finish(new OutboundFailure('message-refused', smppCode(status)));
          else finish(new OutboundFailure('temporary-failure', smppCode(status)));
        },
      );
    });
  });
}
