import type { Server } from 'node:net';
import smpp, { type Pdu } from 'smpp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/api-process';
import { startDeliveryTestApp, type DeliveryTestApp } from '../test/delivery-test-app';
import { allowOutbound } from '../outbound/outbound-guard';

let t: DeliveryTestApp;
let smsc: Server | undefined;
const submitted: Pdu[] = [];
const binds: { systemId: unknown; password: unknown }[] = [];

beforeAll(async () => {
  t = await startDeliveryTestApp();
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => (smsc ? smsc.close(resolve) : resolve(undefined)));
});

/** The smpp library's own server side: accepts the bind and every submit_sm, recording each. */
function startSmsc(port: number): Promise<Server> {
  const server = smpp.createServer((session) => {
    session.on('error', () => undefined);
    session.on('bind_transceiver', (pdu: Pdu) => {
      binds.push({ systemId: pdu['system_id'], password: pdu['password'] });
      session.send(pdu.response());
    });
    session.on('submit_sm', (pdu: Pdu) => {
      submitted.push(pdu);
      session.send(pdu.response({ message_id: `smsc-${submitted.length}` }));
    });
    session.on('unbind', (pdu: Pdu) => session.send(pdu.response()));
    session.on('enquire_link', (pdu: Pdu) => session.send(pdu.response()));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('SMS over SMPP on the durable queue', () => {
  it('keeps retrying while the SMS centre is down and delivers exactly one SMS once it is up', async () => {
    const port = await freePort();
    allowOutbound(`127.0.0.1:${port}`);
    const saved = await t.call('POST', '/system/v1/setting/smsc', {
      host: '127.0.0.1',
      port,
      systemId: 'ridgeline',
      password: 'smpp-pw1',
      sourceAddress: 'Ridgeline',
      enabled: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { passwordSet: true } });

    const queued = await t.call('POST', '/system/v1/setting/smsc/test', { to: '+15551234567' });
    expect(queued.statusCode, queued.body).toBe(200);
    const { deliveryId } = queued.json<{ data: { deliveryId: string } }>().data;

    const down = await t.waitForStatus(deliveryId, 'retrying');
    expect(down.lastError).toBe('connection refused');
    expect(submitted).toHaveLength(0);

    smsc = await startSmsc(port);
    const sent = await t.waitForStatus(deliveryId, 'sent');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(submitted).toHaveLength(1);
    expect(submitted[0]?.['destination_addr']).toBe('+15551234567');
    expect(
      String(
        submitted[0]?.['short_message'] && (submitted[0]['short_message'] as { message?: string }).message,
      ),
    ).toContain('Ridgeline test SMS');
    expect(binds.at(-1)).toEqual({ systemId: 'ridgeline', password: 'smpp-pw1' });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
  });

  it('refuses a test SMS to something that is not a phone number, naming the field', async () => {
    const response = await t.call('POST', '/system/v1/setting/smsc/test', { to: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ description: 'to' });
  });

  it('answers every call as the contract says', () => {
    expect(t.contractMismatches).toEqual([]);
  });
});
