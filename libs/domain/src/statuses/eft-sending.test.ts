import { describe, expect, it } from 'vitest';
import { eftSending } from './eft-sending';

describe('eftSending', () => {
  it('sends the EFT file of a completed or reviewed transaction that was never sent', () => {
    expect(eftSending('COMPLETED', null, true)).toEqual({ allowed: true, action: 'send' });
    expect(eftSending('IN_REVIEW', null, true)).toEqual({ allowed: true, action: 'send' });
  });

  it('offers to send a failed transfer again', () => {
    expect(eftSending('COMPLETED', 'FAILED', true)).toEqual({ allowed: true, action: 'resend' });
  });

  it('refuses without an EFT file, while queued, once transmitted, and before completion', () => {
    expect(eftSending('COMPLETED', null, false)).toMatchObject({
      allowed: false,
      reason: expect.stringContaining('Generate EFT'),
    });
    expect(eftSending('COMPLETED', 'QUEUED', true)).toMatchObject({ allowed: false });
    expect(eftSending('COMPLETED', 'TRANSMITTED', true)).toMatchObject({ allowed: false });
    expect(eftSending('SENT_TO_FBI', 'TRANSMITTED', true)).toMatchObject({ allowed: false });
    expect(eftSending('IN_PROGRESS', null, true)).toMatchObject({
      allowed: false,
      reason: 'An EFT file is sent from a completed transaction',
    });
  });
});
