import { describe, expect, it } from 'vitest';
import { bareHost, outboundAllowList, parseAllowList, storedHostProblem } from './outbound-guard';

/*
 * OUTBOUND_ALLOW, entry by entry (issue 25): the only way a deployment lets stored settings reach an internal
 * host. Ports are TCP's (1 to 65535, RFC 793 has no port 0 to connect to); addresses and ranges in RFC 4291 and
 * RFC 4632 notation; IPv4-mapped IPv6 (::ffff:a.b.c.d, RFC 4291 §2.5.5.2) is the IPv4 address it carries.
 */
const refused = (text: string) => expect(() => parseAllowList(text), text).toThrow(/^OUTBOUND_ALLOW: /);
const allowed = (host: string, port: number, list: string) =>
  storedHostProblem(host, port, parseAllowList(list));

describe('reading OUTBOUND_ALLOW', () => {
  it('reads nothing from an absent or blank value', () => {
    expect(parseAllowList(undefined)).toEqual([]);
    expect(parseAllowList('')).toEqual([]);
    expect(parseAllowList(' \n\t, ')).toEqual([]);
  });

  it('separates entries by commas, spaces, tabs and new lines', () => {
    expect(parseAllowList('a.internal:25,b.internal:26 c.internal:27\td.internal:28\ne.internal:29')).toEqual(
      ['a', 'b', 'c', 'd', 'e'].map((name, index) => ({
        kind: 'name',
        name: `${name}.internal`,
        port: 25 + index,
      })),
    );
  });

  it('keeps a host name lower-cased, so a stored name matches whatever its case', () => {
    expect(parseAllowList('Mail.Internal:25')).toEqual([{ kind: 'name', name: 'mail.internal', port: 25 }]);
    expect(allowed('LocalHost', 2525, 'LOCALHOST:2525')).toBeUndefined();
    expect(allowed('localhost', 2526, 'LOCALHOST:2525')).toMatch(/not a public address/);
  });

  it('accepts ports 1 and 65535 and refuses 0, 65536 and anything not a number', () => {
    expect(parseAllowList('a.internal:1 b.internal:65535').map((entry) => entry.port)).toEqual([1, 65535]);
    for (const entry of [
      'a.internal:0',
      'a.internal:65536',
      'a.internal:99999',
      'a.internal:',
      'a.internal:2x',
    ]) {
      refused(entry);
    }
  });

  it('refuses an entry without a port, with text around it, or with a bad range', () => {
    for (const entry of [
      'mail.internal',
      '10.0.0.0/8',
      ':25',
      'mail.internal:25:26',
      '10.0.0.0/33:25',
      '[fd00::/200]:25',
    ]) {
      refused(entry);
    }
    expect(() => parseAllowList('10.0.0.0/33:25')).toThrow(
      'OUTBOUND_ALLOW: "10.0.0.0/33:25" has no valid CIDR range',
    );
    expect(() => parseAllowList('mail.internal')).toThrow(
      'OUTBOUND_ALLOW: "mail.internal" is not a host:port or cidr:port entry',
    );
  });

  it('reads an address as a range of one: /32 for IPv4, /128 for IPv6, a mapped address as IPv4', () => {
    const [v4, v6, mapped] = parseAllowList('10.1.2.3:25 [fd00::5]:25 [::ffff:10.9.9.9]:25');
    expect(v4?.kind === 'cidr' && [v4.range[0].toString(), v4.range[1]]).toEqual(['10.1.2.3', 32]);
    expect(v6?.kind === 'cidr' && [v6.range[0].toString(), v6.range[1]]).toEqual(['fd00::5', 128]);
    expect(
      mapped?.kind === 'cidr' && [mapped.range[0].kind(), mapped.range[0].toString(), mapped.range[1]],
    ).toEqual(['ipv4', '10.9.9.9', 32]);
  });
});

describe('what an entry lets through', () => {
  it('lets a range through for every address inside it and only on its port', () => {
    expect(allowed('10.200.1.1', 25, '10.0.0.0/8:25')).toBeUndefined();
    expect(allowed('11.0.0.1', 25, '10.0.0.0/8:25')).toBeUndefined(); // public anyway
    expect(allowed('172.16.0.1', 25, '10.0.0.0/8:25')).toMatch(/not a public address/);
    expect(allowed('10.200.1.1', 26, '10.0.0.0/8:25')).toMatch(/not a public address/);
  });

  it('lets a single address through, not its neighbour', () => {
    expect(allowed('10.1.2.3', 25, '10.1.2.3:25')).toBeUndefined();
    expect(allowed('10.1.2.4', 25, '10.1.2.3:25')).toMatch(/not a public address/);
    expect(allowed('[fd00::5]', 25, '[fd00::5]:25')).toBeUndefined();
    expect(allowed('[fd00::6]', 25, '[fd00::5]:25')).toMatch(/not a public address/);
  });

  it('matches an IPv4-mapped host against an IPv4 entry, and never an IPv6 range against an IPv4 host', () => {
    expect(allowed('[::ffff:10.1.2.3]', 25, '10.1.2.3:25')).toBeUndefined();
    expect(allowed('10.1.2.3', 25, '[fd00::/8]:25')).toMatch(/not a public address/);
  });
});

describe('the stored host as typed', () => {
  it('drops the brackets of an IPv6 literal and the spaces around a host, nothing else', () => {
    expect(bareHost(' [::1] ')).toBe('::1');
    expect(bareHost('[fd00::5]')).toBe('fd00::5');
    expect(bareHost('a[::1]')).toBe('a[::1]');
    expect(bareHost('[::1]a')).toBe('[::1]a');
    expect(bareHost('mail.example.com')).toBe('mail.example.com');
  });

  it('takes localhost with a trailing dot, any case, and its subdomains for loopback (RFC 6761 §6.3)', () => {
    for (const host of ['localhost.', 'LOCALHOST', 'db.localhost', 'localhost.localdomain']) {
      expect(storedHostProblem(host, 25, []), host).toMatch(/not a public address/);
    }
    expect(storedHostProblem('localhostx.example.com', 25, [])).toBeUndefined();
  });

  it('reads OUTBOUND_ALLOW again when it changes', () => {
    const saved = process.env['OUTBOUND_ALLOW'];
    try {
      process.env['OUTBOUND_ALLOW'] = 'first.internal:25';
      expect(outboundAllowList()).toContainEqual({ kind: 'name', name: 'first.internal', port: 25 });
      process.env['OUTBOUND_ALLOW'] = 'second.internal:26';
      const list = outboundAllowList();
      expect(list).toContainEqual({ kind: 'name', name: 'second.internal', port: 26 });
      expect(list).not.toContainEqual({ kind: 'name', name: 'first.internal', port: 25 });
    } finally {
      if (saved === undefined) delete process.env['OUTBOUND_ALLOW'];
      else process.env['OUTBOUND_ALLOW'] = saved;
    }
  });
});
