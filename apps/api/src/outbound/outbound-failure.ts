/**
 * The fixed set of outcomes a connection test or a delivery attempt reports. Nothing the far side sent (a banner,
 * a reply's text, the first bytes of another protocol) ever reaches a message: only these outcomes and, where there
 * is one, the numeric SMTP reply code or SFTP status code.
 */
export const OUTCOMES = {
  'not-configured': { text: 'no server is configured', permanent: true },
  'host-not-found': { text: 'host not found', permanent: false },
  'address-not-allowed': { text: 'address not allowed (not a public address)', permanent: true },
  refused: { text: 'connection refused', permanent: false },
  'timed-out': { text: 'timed out', permanent: false },
  'tls-failed': { text: 'TLS failed', permanent: false },
  'authentication-failed': { text: 'authentication failed', permanent: true },
  'not-smtp-server': { text: 'not an SMTP server', permanent: true },
  'not-smpp-server': { text: 'not an SMPP server', permanent: true },
  'not-sftp-server': { text: 'not an SFTP server', permanent: true },
  'host-key-mismatch': { text: 'the host key is not the pinned one', permanent: true },
  'recipient-refused': { text: 'recipient refused', permanent: true },
  'message-refused': { text: 'message refused', permanent: true },
  'temporary-failure': { text: 'temporary failure', permanent: false },
  'remote-folder': { text: 'remote folder missing or read-only', permanent: true },
} as const;

export type Outcome = keyof typeof OUTCOMES;

export type Protocol = 'SMTP' | 'SMPP' | 'SFTP';

/** A failed outbound connection or delivery, as one of `OUTCOMES` with its numeric code where there is one. */
export class OutboundFailure extends Error {
  override name = 'OutboundFailure';
  readonly permanent: boolean;

  constructor(
    readonly outcome: Outcome,
    readonly code?: { protocol: Protocol; value: number },
  ) {
    const { text, permanent } = OUTCOMES[outcome];
    super(
      code
        ? `${text} (${code.protocol} ${code.protocol === 'SMPP' ? 'status 0x' + code.value.toString(16).padStart(8, '0') : code.protocol === 'SFTP' ? `status ${code.value}` : `reply ${code.value}`})`
        : text,
    );
    this.permanent = permanent;
  }

  /** A socket-level error of Node (before any protocol was spoken). */
  static fromSocketError(error: NodeJS.ErrnoException): OutboundFailure {
    switch (error.code) {
      case 'ECONNREFUSED':
        return new OutboundFailure('refused');
      case 'ETIMEDOUT':
        return new OutboundFailure('timed-out');
      case 'ENOTFOUND':
      case 'EAI_AGAIN':
        return new OutboundFailure('host-not-found');
      default:
        return new OutboundFailure('refused');
    }
  }
}
