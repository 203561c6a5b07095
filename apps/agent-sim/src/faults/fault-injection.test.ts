import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptureResult } from '@ridgeline/device-agent-client';
import { call, captureRequest, openSession, startTestAgent, type TestAgent } from '../test/agent-app';

let agent: TestAgent;
let sessionId: string;
beforeAll(async () => {
  agent = await startTestAgent();
  sessionId = await openSession(agent.app, 'tx-faults');
});
afterEach(() => call(agent.app, 'DELETE', '/sim/faults'));
afterAll(() => agent.app.close());

const capture = (overrides = {}) =>
  call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('RIGHT_THUMB_FLAT', overrides));

describe('fault injection', () => {
  it('echoes the active faults and removes them all with DELETE (204)', async () => {
    const set = await call(agent.app, 'POST', '/sim/faults', { http500: true, slowMs: 10, count: 2 });
    expect(set.json()).toEqual({ http500: true, slowMs: 10, count: 2 });
    const cleared = await call(agent.app, 'DELETE', '/sim/faults');
    expect(cleared.statusCode).toBe(204);
    expect((await call(agent.app, 'GET', `/${sessionId}/detail`)).statusCode).toBe(200);
  });

  it('rejects a fault outside the contract', async () => {
    const response = await call(agent.app, 'POST', '/sim/faults', { slowMs: -5 });
    expect(response.statusCode).toBe(400);
  });

  it('fails the next calls with HTTP 500 DEVICE_DISCONNECTED while the scanner is unplugged', async () => {
    await call(agent.app, 'POST', '/sim/faults', { disconnect: true, count: 2 });
    for (let i = 0; i < 2; i++) {
      const response = await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'DEVICE_DISCONNECTED' });
    }
    expect((await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`)).statusCode).toBe(200);
  });

  it('still answers ping and device status while disconnected, reporting the scanner gone', async () => {
    await call(agent.app, 'POST', '/sim/faults', { disconnect: true });
    expect((await call(agent.app, 'GET', '/ping')).json()).toMatchObject({
      status: 'ok',
      deviceConnected: false,
    });
    expect((await call(agent.app, 'GET', '/device/status')).json()).toMatchObject({ connected: false });
    expect(
      (await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('RIGHT_THUMB_FLAT'))).statusCode,
    ).toBe(500);
  });

  it('ends a disconnect when the device is reconnected', async () => {
    await call(agent.app, 'POST', '/sim/faults', { disconnect: true });
    const reconnected = await call(agent.app, 'POST', '/device/reconnect');
    expect(reconnected.json()).toMatchObject({ connected: true });
    expect((await call(agent.app, 'GET', `/${sessionId}/detail`)).statusCode).toBe(200);
  });

  it('answers HTTP 500 in the agent error shape', async () => {
    await call(agent.app, 'POST', '/sim/faults', { http500: true, count: 1 });
    const response = await call(agent.app, 'GET', '/printers');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'INTERNAL_ERROR', message: expect.any(String) });
    expect((await call(agent.app, 'GET', '/printers')).statusCode).toBe(200);
  });

  it('delays answers by slowMs', async () => {
    await call(agent.app, 'POST', '/sim/faults', { slowMs: 300, count: 1 });
    const started = performance.now();
    await call(agent.app, 'GET', '/printers');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('fails the next captures with Invalid finger, counting captures only', async () => {
    await call(agent.app, 'POST', '/sim/faults', { invalidFinger: true, count: 1 });
    expect((await call(agent.app, 'GET', '/printers')).statusCode).toBe(200);
    const refused = await capture();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'INVALID_FINGER', message: 'Invalid finger' });
    expect((await capture()).statusCode).toBe(200);
  });
});

describe('low-quality captures', () => {
  let clean: CaptureResult;
  let degraded: CaptureResult;
  beforeAll(async () => {
    await call(agent.app, 'DELETE', `/${sessionId}/clear/fingerprints`);
    clean = (await capture()).json();
    await call(agent.app, 'POST', '/sim/faults', { lowQuality: true, count: 1 });
    degraded = (await capture()).json();
  });

  it('score worse than clean prints, from their pixels', () => {
    const cleanQuality = clean.fingerprints[0]?.quality ?? 0;
    const degradedQuality = degraded.fingerprints[0]?.quality ?? 0;
    expect(cleanQuality).toBeLessThanOrEqual(2);
    expect(degradedQuality).toBe(5);
    expect(degradedQuality).toBeGreaterThan(cleanQuality);
  });

  it('are refused by auto-capture with a message and not kept', async () => {
    expect(degraded.message).toMatch(/low quality/i);
    const kept = (await call(agent.app, 'GET', `/${sessionId}/detail/fingerprints/RIGHT_THUMB_FLAT`)).json();
    expect(kept).toMatchObject({ id: clean.fingerprints[0]?.id });
  });

  it('are kept when the operator forces the capture', async () => {
    await call(agent.app, 'POST', '/sim/faults', { lowQuality: true, count: 1 });
    const forced = (await capture({ forceCapture: true })).json() as CaptureResult;
    expect(forced.message).toBeUndefined();
    const kept = (await call(agent.app, 'GET', `/${sessionId}/detail/fingerprints/RIGHT_THUMB_FLAT`)).json();
    expect(kept).toMatchObject({ id: forced.fingerprints[0]?.id, quality: 5 });
  });
});
