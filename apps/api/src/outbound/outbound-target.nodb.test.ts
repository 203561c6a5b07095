import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboundFailure } from './outbound-failure';
import { checkTarget, openGuardedSocket, parseAllowList, type Resolve } from './outbound-guard';

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

/*
 * A stored name is resolved once, by the resolver given (the system's by default; here a stand-in for DNS, which a
 * tenant controls for its own domain). Internal addresses: RFC 1918 private-use 10/8, RFC 3927 link-local
 * 169.254/16 (where cloud metadata answers), RFC 6598 shared 100.64/10, loopback, RFC 4193 unique-local fc00::/7,
 * an IPv4-mapped loopback; public: Google's resolvers 8.8.4.4, 8.8.8.8 and 2001:4860:4860::8844.
 */
const answering =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address }));
const neverAnswering: Resolve = () => new Promise(() => undefined);

describe('a stored name, resolved once', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is refused when every address it resolves to is internal, in any mix or notation', async () => {
    for (const addresses of [
      ['10.1.2.3'],
      ['169.254.169.254'],
      ['100.64.0.1', '127.0.0.1'],
      ['::1', 'fd00::1'],
      ['::ffff:127.0.0.1'],
    ]) {
      const refused = await failureOf(
        checkTarget('mail.example.com', 25, { allowList: [], resolve: answering(...addresses) }),
      );
      expect(refused.outcome, addresses.join(' ')).toBe('address-not-allowed');
    }
  });

  it('connects to the first address it may use, not the first one answered', async () => {
    const resolve = answering('10.1.2.3', '8.8.4.4', '8.8.8.8');
    expect(await checkTarget('mail.example.com', 25, { allowList: [], resolve })).toEqual({
      address: '8.8.4.4',
      family: 4,
    });
    const v6 = answering('fd00::1', '2001:4860:4860::8844');
    expect(await checkTarget('mail.example.com', 25, { allowList: [], resolve: v6 })).toEqual({
      address: '2001:4860:4860::8844',
      family: 6,
    });
    // An IPv4-mapped answer is connected to as the IPv4 address it carries.
    const mapped = answering('::ffff:8.8.8.8');
    expect(await checkTarget('mail.example.com', 25, { allowList: [], resolve: mapped })).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
  });

  it('asks the resolver once, for the name without the spaces around it', async () => {
    const asked: string[] = [];
    const resolve: Resolve = async (name) => {
      asked.push(name);
      return [{ address: '8.8.8.8' }];
    };
    await checkTarget('  smtp.example.com ', 25, { allowList: [], resolve });
    expect(asked).toEqual(['smtp.example.com']);
  });

  it('reaches an internal address only through an allow-list entry naming the host, in any case, and the port', async () => {
    const list = parseAllowList('mail.internal:25');
    const resolve = answering('10.0.0.5');
    expect(await checkTarget('MAIL.Internal', 25, { allowList: list, resolve })).toEqual({
      address: '10.0.0.5',
      family: 4,
    });
    const otherPort = await failureOf(checkTarget('mail.internal', 587, { allowList: list, resolve }));
    expect(otherPort.outcome).toBe('address-not-allowed');
    const otherName = await failureOf(checkTarget('relay.internal', 25, { allowList: list, resolve }));
    expect(otherName.outcome).toBe('address-not-allowed');
  });

  it('is "host not found" when the resolver fails, answers nothing, or answers no address', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND mail.example.com'), {
      code: 'ENOTFOUND',
    });
    for (const resolve of [
      (async () => {
        throw notFound;
      }) as Resolve,
      answering(),
      answering('mail.example.com', ''),
    ]) {
      const failure = await failureOf(checkTarget('mail.example.com', 25, { allowList: [], resolve }));
      expect(failure.outcome).toBe('host-not-found');
    }
    // Something that is no address beside one that is: the address is used.
    const mixed = answering('not-an-address', '8.8.8.8');
    expect(await checkTarget('mail.example.com', 25, { allowList: [], resolve: mixed })).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
  });

  it('waits for the resolver until the deadline and not a millisecond longer, then times out', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    const deadlineAt = Date.now() + 1_000;
    let settled: OutboundFailure | undefined;
    void failureOf(
      checkTarget('mail.example.com', 25, { allowList: [], deadlineAt, resolve: neverAnswering }),
    ).then((failure) => {
      settled = failure;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled?.outcome).toBe('timed-out');
  });

  it('does not ask at all once the deadline has come, even a resolver that would answer at once', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    const late = await failureOf(
      checkTarget('mail.example.com', 25, {
        allowList: [],
        deadlineAt: Date.now(),
        resolve: answering('8.8.8.8'),
      }),
    );
    expect(late.outcome).toBe('timed-out');
  });

  it('never asks the resolver about an address literal or a loopback name', async () => {
    const refusing: Resolve = async () => {
      throw new Error('the resolver was asked');
    };
    expect(await checkTarget('8.8.8.8', 25, { allowList: [], resolve: refusing })).toEqual({
      address: '8.8.8.8',
      family: 4,
    });
    const local = await checkTarget('localhost', 2525, {
      allowList: parseAllowList('127.0.0.1:2525'),
      resolve: refusing,
    });
    expect(local.address).toBe('127.0.0.1');
  });

  it('leaves no timer behind once the resolver has answered or failed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T12:00:00Z') });
    await checkTarget('mail.example.com', 25, { allowList: [], resolve: answering('8.8.8.8') });
    expect(vi.getTimerCount()).toBe(0);
    await failureOf(
      checkTarget('mail.example.com', 25, {
        allowList: [],
        resolve: async () => {
          throw new Error('EAI_AGAIN');
        },
      }),
    );
    expect(vi.getTimerCount()).toBe(0);
  });
});
