import { describe, expect, it } from 'vitest';
import { OutboundFailure } from './outbound-failure';
import { checkTarget, openGuardedSocket, parseAllowList } from './outbound-guard';

/*
 * Where a stored host leads before any socket opens (issue 25): the address checked is the address connected to.
 * Literal addresses only, so no resolver is asked: 8.8.8.8 and 2001:4860:4860::8888 are globally reachable
 * (IANA), 10.0.0.0/8 is private-use (RFC 1918), ::ffff:0:0/96 carries an IPv4 address (RFC 4291 §2.5.5.2).
 */
async function failureOf(promise: Promise<unknown>): Promise<OutboundFailure> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof OutboundFailure) return error;
    throw error;
  }
  throw new Error('expected an OutboundFailure');
}

describe('the target a stored host leads to', () => {
  it('answers a public address as it is, with its family', async () => {
    expect(await checkTarget('8.8.8.8', 25, { allowList: [] })).toEqual({ address: '8.8.8.8', family: 4 });
    expect(await checkTarget('[2001:4860:4860::8888]', 25, { allowList: [] })).toEqual({
      address: '2001:4860:4860::8888',
      family: 6,
    });
  });

  it('connects to the IPv4 address an IPv4-mapped host carries', async () => {
    const list = parseAllowList('10.0.0.1:25');
    expect(await checkTarget('::ffff:10.0.0.1', 25, { allowList: list })).toEqual({
      address: '10.0.0.1',
      family: 4,
    });
  });

  it('answers "not configured" for a blank host and "address not allowed" for an internal one', async () => {
    const blank = await failureOf(checkTarget('  ', 25, { allowList: [] }));
    expect(blank.outcome).toBe('not-configured');
    expect(blank.permanent).toBe(true);
    const internal = await failureOf(checkTarget('10.0.0.1', 25, { allowList: [] }));
    expect(internal.outcome).toBe('address-not-allowed');
    expect(internal.message).toBe('address not allowed (not a public address)');
    const otherPort = await failureOf(
      checkTarget('10.0.0.1', 26, { allowList: parseAllowList('10.0.0.1:25') }),
    );
    expect(otherPort.outcome).toBe('address-not-allowed');
  });

  it('takes localhost to the loopback address the allow list names, IPv4 first', async () => {
    expect(await checkTarget('localhost', 2525, { allowList: parseAllowList('127.0.0.1:2525') })).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
    expect(await checkTarget('localhost', 2525, { allowList: parseAllowList('[::1]:2525') })).toEqual({
      address: '::1',
      family: 6,
    });
  });

  it('opens no socket once the deadline has passed', async () => {
    const late = await failureOf(
      openGuardedSocket('127.0.0.1', 9, {
        deadlineAt: Date.now() - 1_000,
        allowList: parseAllowList('127.0.0.1:9'),
      }),
    );
    expect(late.outcome).toBe('timed-out');
  });
});
