import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeliveryTestApp, type DeliveryTestApp } from '../test/delivery-test-app';
import { startSftpTestServer, type SftpTestServer } from '../test/sftp-test-server';
import { hostKeyFingerprint } from './sftp-probe';
import { allowOutbound } from '../outbound/outbound-guard';

let t: DeliveryTestApp;
const servers: SftpTestServer[] = [];

beforeAll(async () => {
  t = await startDeliveryTestApp();
});

afterAll(async () => {
  await t?.close();
  await Promise.all(servers.map((server) => server.close()));
});

interface SftpView {
  host: string;
  port: number;
  hostKeyFingerprint: string | null;
  passwordSet: boolean;
}

describe('the EFT SFTP server setting', () => {
  it('tests the connection by uploading and removing a probe file, pins the host key, and refuses another key', async () => {
    const server = await startSftpTestServer({ username: 'eft', password: 'sftp-pw-77' });
    servers.push(server);
    allowOutbound(`127.0.0.1:${server.port}`);
    const saved = await t.call('PUT', '/system/v1/setting/eft-sftp', {
      host: '127.0.0.1',
      port: server.port,
      username: 'eft',
      password: 'sftp-pw-77',
      remoteDirectory: 'incoming',
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ data: SftpView }>().data).toMatchObject({
      passwordSet: true,
      hostKeyFingerprint: null,
    });

    const first = await t.call('POST', '/system/v1/setting/eft-sftp/test');
    expect(first.statusCode, first.body).toBe(200);
    const expected = hostKeyFingerprint(server.publicKey);
    expect(first.json()).toMatchObject({ data: { ok: true, hostKeyFingerprint: expected } });
    expect(server.written).toHaveLength(1);
    expect(server.written[0]).toMatch(/^incoming\/\.ridgeline-probe-[0-9a-f-]+\.txt$/);
    expect(server.removed).toEqual(server.written);
    expect(server.files.size).toBe(0);

    const shown = await t.call('GET', '/system/v1/setting/eft-sftp');
    expect(shown.json<{ data: SftpView }>().data.hostKeyFingerprint).toBe(expected);

    // Another server (another host key) on the same address: refused before any credential is sent.
    await server.close();
    servers.pop();
    const impostor = await startSftpTestServer({
      port: server.port,
      username: 'eft',
      password: 'sftp-pw-77',
    });
    servers.push(impostor);
    const refused = await t.call('POST', '/system/v1/setting/eft-sftp/test');
    expect(refused.statusCode).toBe(200);
    const result = refused.json<{ data: { ok: boolean; message: string; hostKeyFingerprint: string } }>()
      .data;
    expect(result.ok).toBe(false);
    expect(result.message).toContain('does not match');
    expect(result.hostKeyFingerprint).toBe(hostKeyFingerprint(impostor.publicKey));
    expect(impostor.authentications).toBe(0);
    expect(impostor.written).toEqual([]);
    const still = await t.call('GET', '/system/v1/setting/eft-sftp');
    expect(still.json<{ data: SftpView }>().data.hostKeyFingerprint).toBe(expected);
  });

  it('forgets the pinned key when the host changes', async () => {
    const current = (await t.call('GET', '/system/v1/setting/eft-sftp')).json<{ data: SftpView }>().data;
    expect(current.hostKeyFingerprint).not.toBeNull();
    const moved = await t.call('PUT', '/system/v1/setting/eft-sftp', {
      host: 'localhost',
      port: current.port,
      username: 'eft',
      remoteDirectory: 'incoming',
      enabled: true,
    });
    expect(moved.json<{ data: SftpView }>().data).toMatchObject({
      hostKeyFingerprint: null,
      passwordSet: true,
    });
  });

  it('reports a wrong password as a failed test without pinning anything', async () => {
    const server = await startSftpTestServer({ username: 'eft', password: 'right-one' });
    servers.push(server);
    allowOutbound(`127.0.0.1:${server.port}`);
    await t.call('PUT', '/system/v1/setting/eft-sftp', {
      host: '127.0.0.1',
      port: server.port,
      username: 'eft',
      password: 'wrong-one',
      remoteDirectory: '',
      enabled: true,
    });
    const response = await t.call('POST', '/system/v1/setting/eft-sftp/test');
    expect(response.json()).toMatchObject({ data: { ok: false } });
    const shown = (await t.call('GET', '/system/v1/setting/eft-sftp')).json<{ data: SftpView }>().data;
    expect(shown.hostKeyFingerprint).toBeNull();
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
