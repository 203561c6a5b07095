import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sshHostKey } from '@ridgeline/test-support';
import ipaddr from 'ipaddr.js';
import { Server as SshServer } from 'ssh2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailSender } from '../deliveries/email-sender';
import { sendSms } from '../deliveries/sms-sender';
import { probeSftp } from '../delivery-settings/sftp-probe';
import { isGloballyReachable, parseAllowList, storedHostProblem } from './outbound-guard';

/*
 * Issue 25: outbound connections to hosts a tenant or administrator stored. These tests touch no database, so the
 * vitest config leaves them out of the PostgreSQL pass (they run once). Expected classifications come from IANA's
 * IPv4 and IPv6 special-purpose address registries.
 */

const servers: Server[] = [];
const sockets = new Set<Socket>();
const connections = new Map<number, number>();

/** A TCP peer on loopback that counts connections and does what `behave` says with each one. */
async function peer(behave: (socket: Socket) => void): Promise<number> {
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
    const port = (server.address() as { port: number }).port;
    connections.set(port, (connections.get(port) ?? 0) + 1);
    behave(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as { port: number }).port;
}

const silent = () => undefined;
const HTTP_ANSWER = 'HTTP/1.1 200 OK\r\nServer: internal-admin-panel\r\nContent-Length: 0\r\n\r\n';
const http = (socket: Socket) => socket.write(HTTP_ANSWER);

let outbox: string;
let ports: Record<string, number> = {};
let closedPort = 0;
let sshStallAtAuth: InstanceType<typeof SshServer>;

beforeAll(async () => {
  outbox = mkdtempSync(path.join(tmpdir(), 'outbound-'));
  ports = {
    silent: await peer(silent),
    http: await peer(http),
    smtpBanner: await peer((socket) => socket.write('220 stall.test ESMTP\r\n')),
    smtpAuth: await peer((socket) => {
      socket.write('220 stall.test ESMTP\r\n');
      socket.on('data', (data: Buffer) => {
        // Answers EHLO offering AUTH PLAIN, then stays silent at the authentication.
        if (/^EHLO/i.test(data.toString())) socket.write('250-stall.test\r\n250 AUTH PLAIN LOGIN\r\n');
      });
    }),
    sshBanner: await peer((socket) => socket.write('SSH-2.0-OpenSSH_9.6\r\n')),
    unlisted: await peer(silent),
  };
  // SSH with a real key exchange that never answers the authentication.
  sshStallAtAuth = new SshServer({ hostKeys: [sshHostKey()] }, (client) => {
    client.on('error', () => undefined);
    client.on('authentication', () => undefined);
  });
  await new Promise<void>((resolve) => sshStallAtAuth.listen(0, '127.0.0.1', () => resolve()));
  ports['sshAuth'] = (sshStallAtAuth.address() as { port: number }).port;
  closedPort = await new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
  // The test's own peers are named, as a deployment names its internal servers; `unlisted` is not.
  process.env['OUTBOUND_ALLOW'] = [...Object.entries(ports), ['closed', closedPort] as const]
    .filter(([name]) => name !== 'unlisted')
    .map(([, port]) => `127.0.0.1:${port}`)
    .join(',');
});

afterAll(async () => {
  delete process.env['OUTBOUND_ALLOW'];
  for (const socket of sockets) socket.destroy();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await new Promise((resolve) => sshStallAtAuth.close(resolve));
  rmSync(outbox, { recursive: true, force: true });
});

const mail = { messageId: '<m1@ridgeline.test>', to: 'someone@example.com', subject: 'Hi', text: 'Body' };
const sms = { messageId: 'm1', to: '+15551234567', text: 'Hi' };
const smtp = (host: string, port: number, username?: string) => ({
  host,
  port,
  secure: false,
  fromAddress: 'ops@ridgeline.test',
  ...(username ? { username, password: 'pw' } : {}),
});
const smsc = (host: string, port: number) => ({
  host,
  port,
  systemId: 'ridgeline',
  password: 'pw',
  sourceAddress: 'Ridgeline',
});
const sftp = (host: string, port: number) => ({
  host,
  port,
  username: 'eft',
  password: 'pw',
  remoteDirectory: '/',
});

/** The failure message of a promise that must fail, and how long it took. */
async function failure(run: () => Promise<unknown>): Promise<{ message: string; ms: number }> {
  const started = Date.now();
  try {
    await run();
  } catch (error) {
    return { message: (error as Error).message, ms: Date.now() - started };
  }
  throw new Error('expected a failure');
}

describe('which addresses are globally reachable (IANA special-purpose registries)', () => {
  const refused = [
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback as one decimal number'],
    ['0x7f.1', 'loopback in hex, two parts'],
    ['017700000001', 'loopback in octal'],
    ['127.1', 'loopback, short form'],
    ['0.0.0.0', 'this host'],
    ['0', 'this host as a number'],
    ['10.1.2.3', 'private 10/8'],
    ['172.16.5.4', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['100.64.0.1', 'shared address space (CGNAT)'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'limited broadcast'],
    ['192.0.2.1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a00:1', 'NAT64 of a private address'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of a private address'],
    ['fe80::1', 'IPv6 link-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['2001:db8::1', 'IPv6 documentation'],
    ['2001::1', 'Teredo'],
  ] as const;
  it.each(refused)('refuses %s (%s)', (address) => {
    expect(isGloballyReachable(ipaddr.parse(address))).toBe(false);
  });

  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  it.each(allowed)('allows %s', (address) => {
    expect(isGloballyReachable(ipaddr.parse(address))).toBe(true);
  });

  it('reads OUTBOUND_ALLOW entries as host:port and cidr:port, and refuses anything else', () => {
    expect(parseAllowList('mail.internal:25, 10.0.0.0/8:2775 [fd00::/8]:22 [::1]:2525')).toHaveLength(4);
    expect(() => parseAllowList('10.0.0.0/8')).toThrow(/OUTBOUND_ALLOW/);
    expect(() => parseAllowList('mail.internal:http')).toThrow(/OUTBOUND_ALLOW/);
  });

  it('tells at save time that a loopback or internal host cannot be used, unless its port is allowed', () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '[::1]',
      '0.0.0.0',
      '2130706433',
      '10.0.0.5',
      ' 127.0.0.1 ',
    ]) {
      expect(storedHostProblem(host, 25, []), host).toMatch(/not a public address/);
    }
    expect(storedHostProblem('smtp.example.com', 25, [])).toBeUndefined();
    expect(storedHostProblem('127.0.0.1', 2525, parseAllowList('127.0.0.1:2525'))).toBeUndefined();
    expect(storedHostProblem('127.0.0.1', 25, parseAllowList('127.0.0.1:2525'))).toMatch(/not a public/);
  });
});

describe('the outbound guard in front of every sender', () => {
  const loopbackSpellings = ['127.0.0.1', 'localhost', '[::1]', '0.0.0.0', '2130706433', '::ffff:127.0.0.1'];

  it('never opens a connection to a loopback server not named in OUTBOUND_ALLOW, in any spelling', async () => {
    const port = ports['unlisted']!;
    for (const host of loopbackSpellings) {
      const sender = new EmailSender(outbox, 1000);
      const email = await failure(() => sender.send(smtp(host, port), mail));
      sender.close();
      expect(email.message, host).toBe('address not allowed (not a public address)');
      expect((await failure(() => sendSms(smsc(host, port), sms, 1000))).message, host).toBe(
        'address not allowed (not a public address)',
      );
      const probe = await probeSftp(sftp(host, port), null, 1000);
      expect(probe, host).toMatchObject({
        ok: false,
        message: 'Connection failed: address not allowed (not a public address)',
      });
    }
    expect(connections.get(port) ?? 0).toBe(0);
  });

  it('reports a closed port as "connection refused", never the socket error', async () => {
    const sender = new EmailSender(outbox, 1000);
    expect((await failure(() => sender.send(smtp('127.0.0.1', closedPort), mail))).message).toBe(
      'connection refused',
    );
    sender.close();
    expect((await failure(() => sendSms(smsc('127.0.0.1', closedPort), sms, 1000))).message).toBe(
      'connection refused',
    );
    expect((await probeSftp(sftp('127.0.0.1', closedPort), null, 1000)).message).toBe(
      'Connection failed: connection refused',
    );
  });

  it("reports another protocol's server as one outcome, without a byte of what it sent", async () => {
    const port = ports['http']!;
    const sender = new EmailSender(outbox, 1000);
    const email = await failure(() => sender.send(smtp('127.0.0.1', port), mail));
    sender.close();
    expect(email.message).toBe('not an SMTP server');
    const text = await failure(() => sendSms(smsc('127.0.0.1', port), sms, 1000));
    expect(text.message).toBe('not an SMPP server');
    const probe = await probeSftp(sftp('127.0.0.1', port), null, 1000);
    expect(probe.message).toBe('Connection failed: not an SFTP server');
    for (const message of [email.message, text.message, probe.message]) {
      expect(message).not.toMatch(/HTTP|internal-admin-panel|PDU|greeting|length/i);
    }
  });
});

describe('one deadline over connect, banner, key exchange and authentication (injected: 800 ms)', () => {
  const DEADLINE = 800;
  // The deadline plus scheduling slack on a busy 2-core machine; far below any library's own default.
  const WITHIN = 2500;

  it.each([
    ['before the greeting', 'silent', undefined],
    ['after the greeting', 'smtpBanner', undefined],
    ['at the authentication', 'smtpAuth', 'mailer'],
  ] as const)('SMTP: a server that stalls %s times out', async (_stage, name, username) => {
    const sender = new EmailSender(outbox, DEADLINE);
    const result = await failure(() => sender.send(smtp('127.0.0.1', ports[name]!, username), mail));
    sender.close();
    expect(result.message).toBe('timed out');
    expect(result.ms).toBeLessThan(WITHIN);
  });

  it('SMPP: a centre that accepts the connection and never answers the bind times out', async () => {
    const result = await failure(() => sendSms(smsc('127.0.0.1', ports['silent']!), sms, DEADLINE));
    expect(result.message).toBe('timed out');
    expect(result.ms).toBeLessThan(WITHIN);
  });

  it.each([
    ['before the banner', 'silent'],
    ['after its banner (the key exchange never comes)', 'sshBanner'],
    ['at the authentication', 'sshAuth'],
  ] as const)('SFTP: a server that stalls %s times out', async (_stage, name) => {
    const started = Date.now();
    const result = await probeSftp(sftp('127.0.0.1', ports[name]!), null, DEADLINE);
    expect(result).toMatchObject({ ok: false, message: 'Connection failed: timed out' });
    expect(Date.now() - started).toBeLessThan(WITHIN);
  });
});
