import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeWsq } from '@ridgeline/nist';
import type { CaptureResult, CaptureSequenceItem, Fingerprint } from '@ridgeline/device-agent-client';
import { call, captureRequest, openSession, startTestAgent, type TestAgent } from '../test/agent-app';

let agent: TestAgent;
beforeAll(async () => {
  agent = await startTestAgent();
});
afterAll(() => agent.app.close());

describe('capture sessions', () => {
  it('opens a session for a transaction and describes the scanner', async () => {
    const response = await call(agent.app, 'POST', '/start-session', { id: 'tx-session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      sessionId: expect.any(String),
      deviceDetail: { deviceId: expect.any(String), productName: expect.any(String), connected: true },
    });
  });

  it('refuses to start a session without a transaction id', async () => {
    const response = await call(agent.app, 'POST', '/start-session', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_REQUEST',
      message: expect.stringContaining('id'),
    });
  });

  it('answers 404 NO_SESSION for a session it does not know', async () => {
    const response = await call(agent.app, 'GET', '/no-such-session/preview/fingerprints');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_SESSION' });
  });

  it('forgets the session on exit', async () => {
    const sessionId = await openSession(agent.app, 'tx-exit');
    expect((await call(agent.app, 'POST', '/exit')).json()).toMatchObject({ message: expect.any(String) });
    expect((await call(agent.app, 'GET', `/${sessionId}/detail`)).statusCode).toBe(404);
  });

  it('stops an armed capture', async () => {
    const sessionId = await openSession(agent.app, 'tx-stop');
    await call(agent.app, 'POST', `/${sessionId}/start-capture`, captureRequest('RIGHT_THUMB_FLAT'));
    expect((await call(agent.app, 'GET', '/device/status')).json()).toMatchObject({
      capturing: true,
      sessionId,
    });
    expect((await call(agent.app, 'POST', '/stop-capture')).statusCode).toBe(200);
    expect((await call(agent.app, 'GET', '/device/status')).json()).toMatchObject({ capturing: false });
  });
});

describe('capture sequences', () => {
  it('takes the slaps and stamped thumbs for FLAT, covering all ten fingers', async () => {
    const sessionId = await openSession(agent.app, 'tx-flat');
    const items = (
      await call(agent.app, 'GET', `/${sessionId}/capture-sequence/FLAT`)
    ).json() as CaptureSequenceItem[];
    expect(items.map((item) => item.finger)).toEqual([
      'RIGHT_FOUR_FINGER',
      'LEFT_FOUR_FINGER',
      'RIGHT_THUMB_FLAT',
      'LEFT_THUMB_FLAT',
    ]);
    expect(new Set(items.flatMap((item) => item.fingers)).size).toBe(10);
    expect(items[0]).toMatchObject({
      order: 0,
      kind: 'FOUR_FINGER',
      hand: 'RIGHT',
      label: 'RIGHT FOUR FINGER',
    });
    expect(items[2]).toMatchObject({ kind: 'THUMB_STAMP', label: 'R. THUMB', captureType: 'FLAT' });
  });

  it('takes the ten rolled prints first for ROLL, then the plain row', async () => {
    const sessionId = await openSession(agent.app, 'tx-roll');
    const items = (
      await call(agent.app, 'GET', `/${sessionId}/capture-sequence/ROLL`)
    ).json() as CaptureSequenceItem[];
    expect(items).toHaveLength(14);
    expect(items.slice(0, 10).every((item) => item.kind === 'SINGLE' && item.captureType === 'ROLL')).toBe(
      true,
    );
    expect(items[0]).toMatchObject({
      finger: 'RIGHT_THUMB_ROLL',
      label: 'R. THUMB',
      fingers: ['RIGHT_THUMB_ROLL'],
    });
    expect(items.map((item) => item.order)).toEqual([...Array(14).keys()]);
  });

  it('rejects a capture type outside the contract', async () => {
    const sessionId = await openSession(agent.app, 'tx-bad-type');
    const response = await call(agent.app, 'GET', `/${sessionId}/capture-sequence/SIDEWAYS`);
    expect(response.statusCode).toBe(400);
  });
});

describe('capturing prints', () => {
  let sessionId: string;
  let result: CaptureResult;
  beforeAll(async () => {
    sessionId = await openSession(agent.app, 'tx-capture');
    await call(agent.app, 'POST', `/${sessionId}/start-capture`, captureRequest('LEFT_THUMB_FLAT'));
    result = (
      await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('LEFT_THUMB_FLAT'))
    ).json();
  });

  it('returns the captured print with WSQ, a PNG preview, its size and an NFIQ-style quality', () => {
    expect(result).toMatchObject({ finger: 'LEFT_THUMB_FLAT', captureCompleted: false });
    const [print] = result.fingerprints;
    expect(print).toMatchObject({ code: 'LEFT_THUMB_FLAT', width: 500, height: 650 });
    expect(print?.quality).toBeGreaterThanOrEqual(1);
    expect(print?.quality).toBeLessThanOrEqual(2);
    const png = Buffer.from(print?.bitmapImage ?? '', 'base64');
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('produces WSQ that decodes to the size the print claims, at 500 ppi', () => {
    const [print] = result.fingerprints;
    const image = decodeWsq(new Uint8Array(Buffer.from(print?.wsqImage ?? '', 'base64')));
    expect({ width: image.width, height: image.height, ppi: image.ppi }).toEqual({
      width: print?.width,
      height: print?.height,
      ppi: 500,
    });
  });

  it('lists the print in the preview and serves it by code', async () => {
    const preview = (
      await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`)
    ).json() as Fingerprint[];
    expect(preview.map((print) => print.code)).toEqual(['LEFT_THUMB_FLAT']);
    const detail = await call(agent.app, 'GET', `/${sessionId}/detail/fingerprints/LEFT_THUMB_FLAT`);
    expect(detail.json()).toMatchObject({ id: result.fingerprints[0]?.id, code: 'LEFT_THUMB_FLAT' });
  });

  it('answers 404 for a print not captured and Invalid finger for a code outside the contract', async () => {
    expect(
      (await call(agent.app, 'GET', `/${sessionId}/detail/fingerprints/RIGHT_THUMB_FLAT`)).statusCode,
    ).toBe(404);
    const bad = await call(agent.app, 'GET', `/${sessionId}/detail/fingerprints/RIGHT_PINKY_ROLL`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'INVALID_FINGER', message: 'Invalid finger' });
  });

  it.each([
    ['a finger code the contract does not know', 'RIGHT_PINKY_ROLL'],
    ['a single plain finger, which a ten-print scanner does not take', 'RIGHT_INDEX_FLAT'],
  ])('answers Invalid finger for %s', async (_case, code) => {
    const response = await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_FINGER', message: 'Invalid finger' });
  });

  it('clears only the listed prints with POST and every print with DELETE', async () => {
    await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('LEFT_THUMB_FLAT'));
    expect(
      (await call(agent.app, 'POST', `/${sessionId}/clear/fingerprints`, { codes: ['RIGHT_THUMB_FLAT'] }))
        .statusCode,
    ).toBe(200);
    expect((await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`)).json()).toHaveLength(1);
    expect((await call(agent.app, 'DELETE', `/${sessionId}/clear/fingerprints`)).statusCode).toBe(200);
    expect((await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`)).json()).toEqual([]);
  });

  it('clears everything with a POST without a body', async () => {
    await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('LEFT_THUMB_FLAT'));
    expect((await call(agent.app, 'POST', `/${sessionId}/clear/fingerprints`)).statusCode).toBe(200);
    expect((await call(agent.app, 'GET', `/${sessionId}/preview/fingerprints`)).json()).toEqual([]);
  });
});

describe('annotated fingers', () => {
  it('refuses to capture a finger annotated red and leaves it out of its slap', async () => {
    const sessionId = await openSession(agent.app, 'tx-amputee');
    await call(agent.app, 'POST', `/${sessionId}/annotate`, {
      annotations: [{ code: 'LEFT_THUMB_ROLL', color: 'RED', reason: 'Amputated' }],
    });
    const thumb = await call(agent.app, 'POST', `/${sessionId}/capture`, captureRequest('LEFT_THUMB_FLAT'));
    expect(thumb.json()).toEqual({ code: 'INVALID_FINGER', message: 'Invalid finger' });
  });

  it('still captures a finger annotated yellow', async () => {
    const sessionId = await openSession(agent.app, 'tx-bandaged');
    await call(agent.app, 'POST', `/${sessionId}/annotate`, {
      annotations: [{ code: 'RIGHT_THUMB_ROLL', color: 'YELLOW', reason: 'Bandaged' }],
    });
    const response = await call(
      agent.app,
      'POST',
      `/${sessionId}/capture`,
      captureRequest('RIGHT_THUMB_FLAT'),
    );
    expect(response.statusCode).toBe(200);
  });
});
