import { describe, expect, it } from 'vitest';
import { OutboundFailure } from './outbound-failure';

/*
 * What a failed connection or delivery reports: one of a fixed set of outcomes and, where the far side gave one, its
 * numeric code, never its text. Codes from the protocols' own documents: SMTP reply 550 (RFC 5321 §4.2.3), SMPP
 * command_status ESME_RINVPASWD 0x0000000E (SMPP 3.4 §5.1.3), SFTP SSH_FX_PERMISSION_DENIED 3
 * (draft-ietf-secsh-filexfer-02 §7).
 */
const errno = (code: string) => Object.assign(new Error(code), { code }) as NodeJS.ErrnoException;

describe('an outbound failure', () => {
  it('names its outcome and whether retrying can help', () => {
    const refused = new OutboundFailure('refused');
    expect(refused.message).toBe('connection refused');
    expect(refused.permanent).toBe(false);
    const auth = new OutboundFailure('authentication-failed');
    expect(auth.message).toBe('authentication failed');
    expect(auth.permanent).toBe(true);
    expect(auth.name).toBe('OutboundFailure');
  });

  it("adds each protocol's code in that protocol's notation", () => {
    expect(new OutboundFailure('recipient-refused', { protocol: 'SMTP', value: 550 }).message).toBe(
      'recipient refused (SMTP reply 550)',
    );
    expect(new OutboundFailure('authentication-failed', { protocol: 'SMPP', value: 0x0e }).message).toBe(
      'authentication failed (SMPP status 0x0000000e)',
    );
    expect(new OutboundFailure('remote-folder', { protocol: 'SFTP', value: 3 }).message).toBe(
      'remote folder missing or read-only (SFTP status 3)',
    );
  });

  it("reads Node's socket errors as outcomes", () => {
    expect(OutboundFailure.fromSocketError(errno('ECONNREFUSED')).outcome).toBe('refused');
    expect(OutboundFailure.fromSocketError(errno('ETIMEDOUT')).outcome).toBe('timed-out');
    expect(OutboundFailure.fromSocketError(errno('ENOTFOUND')).outcome).toBe('host-not-found');
    expect(OutboundFailure.fromSocketError(errno('EAI_AGAIN')).outcome).toBe('host-not-found');
    expect(OutboundFailure.fromSocketError(errno('ECONNRESET')).outcome).toBe('refused');
  });
});
