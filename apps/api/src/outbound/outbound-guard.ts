import { lookup } from 'node:dns/promises';
import { connect, type Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import { OutboundFailure } from './outbound-failure';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * One entry of OUTBOUND_ALLOW: an internal target a deployment lets stored settings reach. Either a host name as
 * it is stored (`mail.internal:25`) or an address / CIDR (`10.0.0.0/8:25`, `[fd00::/8]:2775`), always with a port.
 */
export type AllowEntry =
  { kind: 'name'; name: string; port: number } | { kind: 'cidr'; range: [Address, number]; port: number };

/** Parses OUTBOUND_ALLOW: `host:port` or `cidr:port` entries separated by commas or spaces. */
export function parseAllowList(text: string | undefined): AllowEntry[] {
  const entries: AllowEntry[] = [];
  for (const raw of (text ?? '').split(/[\s,]+/).filter(Boolean)) {
    const match = /^(?:\[([^\]]+)\]|([^:]+)):(\d{1,5})$/.exec(raw);
    const port = Number(match?.[3]);
    if (!match || !Number.isInteger(port) || port < 1 || port > 65535) {
      throw new Error(`OUTBOUND_ALLOW: "${raw}" is not a host:port or cidr:port entry`);
    }
    const target = (match[1] ?? match[2])!.trim();
    if (target.includes('/')) {
      try {
        entries.push({ kind: 'cidr', range: ipaddr.parseCIDR(target), port });
      } catch {
        throw new Error(`OUTBOUND_ALLOW: "${raw}" has no valid CIDR range`);
      }
    } else if (ipaddr.isValid(target)) {
      const address = unwrapMapped(ipaddr.parse(target));
      entries.push({
        kind: 'cidr',
        range: [address, address.kind() === 'ipv4' ? 32 : 128],
        port,
      });
    } else entries.push({ kind: 'name', name: target.toLowerCase(), port });
  }
  return entries;
}

let extraEntries: AllowEntry[] = [];
let parsedEnv: { text: string | undefined; entries: AllowEntry[] } | undefined;

/**
 * The allow list in force: OUTBOUND_ALLOW (read again whenever it changes, so a test can name the port of the
 * server it just started) plus what `allowOutbound` added.
 */
export function outboundAllowList(): AllowEntry[] {
  const text = process.env['OUTBOUND_ALLOW'];
  if (!parsedEnv || parsedEnv.text !== text) parsedEnv = { text, entries: parseAllowList(text) };
  return [...parsedEnv.entries, ...extraEntries];
}

/** Adds entries to the process's allow list (the deployment's own SMTP_HOST, a test's own local server). */
export function allowOutbound(entries: string): void {
  extraEntries = [...extraEntries, ...parseAllowList(entries)];
}

function unwrapMapped(address: Address): Address {
  return address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function ipv4FromBytes(bytes: number[]): ipaddr.IPv4 {
  return new ipaddr.IPv4(bytes);
}

// Address blocks IANA's special-purpose registries list as globally reachable even though ipaddr.js names them.
const GLOBAL_IPV4_RANGES = new Set(['unicast', 'amt', 'as112']);
const GLOBAL_IPV6_RANGES = new Set(['unicast', 'amt', 'as112v6']);
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * Whether an address is globally reachable per IANA's IPv4 and IPv6 special-purpose address registries (as named by
 * ipaddr.js's `range()`). Embedded IPv4 addresses are judged by the address they carry: IPv4-mapped, NAT64's
 * well-known prefix and 6to4; Teredo, local-use NAT64 and everything outside 2000::/3 are refused.
 */
export function isGloballyReachable(input: Address): boolean {
  const address = unwrapMapped(input);
  if (address.kind() === 'ipv4') return GLOBAL_IPV4_RANGES.has(address.range());
  const v6 = address as ipaddr.IPv6;
  const bytes = v6.toByteArray();
  if (v6.match(NAT64_WELL_KNOWN)) return isGloballyReachable(ipv4FromBytes(bytes.slice(12, 16)));
  const range = v6.range();
  if (range === '6to4') return isGloballyReachable(ipv4FromBytes(bytes.slice(2, 6)));
  return GLOBAL_IPV6_RANGES.has(range) && v6.match(GLOBAL_UNICAST_V6);
}

function allowedByList(name: string, address: Address, port: number, list: AllowEntry[]): boolean {
  const plain = unwrapMapped(address);
  return list.some((entry) => {
    if (entry.port !== port) return false;
    if (entry.kind === 'name') return entry.name === name.toLowerCase();
    const [base, bits] = entry.range;
    return base.kind() === plain.kind() && plain.match(base as never, bits);
  });
}

/** A stored host as typed: surrounding spaces and the brackets of an IPv6 literal removed. */
export function bareHost(host: string): string {
  const trimmed = host.trim();
  return /^\[.*\]$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

/** Whether a name is a literal address in any notation ipaddr.js or inet_aton reads (`2130706433`, `0x7f.1`). */
function literalAddress(host: string): Address | undefined {
  if (ipaddr.isValid(host)) return ipaddr.parse(host);
  return undefined;
}

/** The loopback names a resolver answers from its own files, never from DNS. */
function isLocalName(host: string): boolean {
  const lower = host.toLowerCase().replace(/\.$/, '');
  return lower === 'localhost' || lower.endsWith('.localhost') || lower === 'localhost.localdomain';
}

/** What a host name resolves to, as `dns.lookup` with `all` answers it; tests give their own resolver. */
export type Resolve = (name: string) => Promise<readonly { address: string }[]>;

const systemResolve: Resolve = (name) => lookup(name, { all: true, verbatim: true });

export interface CheckedTarget {
  /** The address the socket opens to: checked once, never resolved again. */
  address: string;
  family: 4 | 6;
}

function withDeadline<T>(promise: Promise<T>, deadlineAt: number): Promise<T> {
  const remaining = deadlineAt - Date.now();
  if (remaining <= 0) return Promise.reject(new OutboundFailure('timed-out'));
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new OutboundFailure('timed-out')), remaining);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Resolves a stored host once and answers the first address it may connect to: a globally reachable one, or one
 * the allow list names with this port. Throws `OutboundFailure` 'host-not-found' or 'address-not-allowed'.
 */
export async function checkTarget(
  host: string,
  port: number,
  options: { deadlineAt?: number; allowList?: AllowEntry[]; resolve?: Resolve } = {},
): Promise<CheckedTarget> {
  const name = bareHost(host);
  if (name === '') throw new OutboundFailure('not-configured');
  const list = options.allowList ?? outboundAllowList();
  const deadlineAt = options.deadlineAt ?? Date.now() + 15_000;
  let candidates: Address[];
  const literal = literalAddress(name);
  if (literal) candidates = [literal];
  else if (isLocalName(name)) candidates = [ipaddr.parse('127.0.0.1'), ipaddr.parse('::1')];
  else {
    let answers: readonly { address: string }[];
    try {
      answers = await withDeadline((options.resolve ?? systemResolve)(name), deadlineAt);
    } catch (error) {
      if (error instanceof OutboundFailure) throw error;
      throw new OutboundFailure('host-not-found');
    }
    candidates = answers.flatMap((answer) =>
      ipaddr.isValid(answer.address) ? [ipaddr.parse(answer.address)] : [],
    );
    if (candidates.length === 0) throw new OutboundFailure('host-not-found');
  }
  const allowed = candidates.find(
    (address) => isGloballyReachable(address) || allowedByList(name, address, port, list),
  );
  if (!allowed) throw new OutboundFailure('address-not-allowed');
  const plain = unwrapMapped(allowed);
  return { address: plain.toString(), family: plain.kind() === 'ipv4' ? 4 : 6 };
}

/**
 * The save-time check of a host a user types: an address literal or loopback name that no connection could use is
 * refused at once (names that resolve are judged when connecting). Answers the reason, or undefined when it may be
 * stored.
 */
export function storedHostProblem(
  host: string,
  port: number,
  allowList = outboundAllowList(),
): string | undefined {
  const name = bareHost(host);
  if (name === '') return undefined;
  const literal = literalAddress(name);
  const candidates = literal ? [literal] : isLocalName(name) ? [ipaddr.parse('127.0.0.1')] : [];
  if (candidates.length === 0) return undefined;
  const address = candidates[0]!;
  if (isGloballyReachable(address) || allowedByList(name, address, port, allowList)) return undefined;
  return `${name} is not a public address: the server cannot connect to loopback, private or other internal addresses`;
}

/**
 * Opens a TCP connection to a stored host through `checkTarget`, to the checked address itself, within the
 * deadline. The caller hands the socket to its protocol library (nodemailer, ssh2, smpp) and keeps the deadline.
 */
export async function openGuardedSocket(
  host: string,
  port: number,
  options: { deadlineAt: number; allowList?: AllowEntry[]; resolve?: Resolve },
): Promise<Socket> {
  const target = await checkTarget(host, port, options);
  const remaining = options.deadlineAt - Date.now();
  if (remaining <= 0) throw new OutboundFailure('timed-out');
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect({ host: target.address, port, family: target.family });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new OutboundFailure('timed-out'));
    }, remaining);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.removeAllListeners('error');
      // The protocol library attaches its own listener; until then an error must not crash the process.
      socket.on('error', () => undefined);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      reject(OutboundFailure.fromSocketError(error));
    });
  });
}
