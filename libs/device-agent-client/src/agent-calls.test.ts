import { describe, expect, it } from 'vitest';
import {
  capture,
  clearFingerprintsPost,
  generateApplicationForm,
  getCaptureSequence,
  ping,
  setSimulatorFaults,
  startSession,
} from './agent-calls';
import { createDeviceAgentClient } from './create-device-agent-client';
import { DeviceAgentError } from './device-agent-error';
import {
  CANCELED,
  DEVICE_CONNECTION,
  DEVICE_CONNECTION_MESSAGE,
  INVALID_FINGER_MESSAGE,
  REQUEST_CANCELED_MESSAGE,
} from './messages';
import type { CaptureRequest } from './schemas';
import { hangUntilAborted, json, recordingFetch } from './test-fetch';

const live = () => new AbortController().signal;
const request: CaptureRequest = {
  autoCapture: true,
  finger: 'RIGHT_THUMB_ROLL',
  signal: 'START',
  captureCompleted: false,
  forceCapture: false,
};

describe('device agent base URL', () => {
  it('talks to http://localhost:8080 unless configured', async () => {
    const { fetch, requests } = recordingFetch(() => json({ status: 'ok', version: '1.0.0' }));
    await ping(createDeviceAgentClient({ fetch }), live());
    expect(requests[0]?.url).toBe('http://localhost:8080/ping');
  });

  it('talks to the configured base URL', async () => {
    const { fetch, requests } = recordingFetch(() => json({ sessionId: 's1', deviceDetail: {} }));
    await startSession(
      createDeviceAgentClient({ baseUrl: 'http://127.0.0.1:9123/', fetch }),
      { id: 'tx-1' },
      live(),
    );
    expect(requests[0]?.url).toBe('http://127.0.0.1:9123/start-session');
    expect(await requests[0]?.json()).toEqual({ id: 'tx-1' });
  });
});

describe('device agent calls', () => {
  it('captures with the capture body and returns the prints with their quality', async () => {
    const print = {
      id: 'p1',
      code: 'RIGHT_THUMB_ROLL',
      wsqImage: 'AA==',
      bitmapImage: 'AA==',
      width: 8,
      height: 8,
      quality: 2,
    };
    const { fetch, requests } = recordingFetch(() =>
      json({ finger: 'RIGHT_THUMB_ROLL', fingerprints: [print], captureCompleted: false }),
    );
    const result = await capture(createDeviceAgentClient({ fetch }), { sessionId: 's1', request }, live());
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('http://localhost:8080/s1/capture');
    expect(await requests[0]?.json()).toEqual(request);
    expect(result.fingerprints[0]?.quality).toBe(2);
  });

  it('reads the capture sequence of a capture type', async () => {
    const { fetch, requests } = recordingFetch(() => json([]));
    await getCaptureSequence(
      createDeviceAgentClient({ fetch }),
      { sessionId: 's1', captureType: 'FLAT' },
      live(),
    );
    expect(requests[0]?.url).toBe('http://localhost:8080/s1/capture-sequence/FLAT');
  });

  it('clears only the named prints through the POST variant', async () => {
    const { fetch, requests } = recordingFetch(() => json({ message: 'cleared' }));
    await clearFingerprintsPost(
      createDeviceAgentClient({ fetch }),
      { sessionId: 's1', codes: ['LEFT_FOUR_FINGER'] },
      live(),
    );
    expect(await requests[0]?.json()).toEqual({ codes: ['LEFT_FOUR_FINGER'] });
  });

  it('returns the application form as a PDF Blob', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7');
    const { fetch } = recordingFetch(
      () => new Response(bytes, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const pdf = await generateApplicationForm(
      createDeviceAgentClient({ fetch }),
      { sessionId: 's1' },
      live(),
    );
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.size).toBe(bytes.length);
  });

  it('sends fault injections to the simulator', async () => {
    const { fetch, requests } = recordingFetch((r) => r.json().then((body) => json(body)));
    const faults = await setSimulatorFaults(
      createDeviceAgentClient({ fetch }),
      { slowMs: 500, count: 1 },
      live(),
    );
    expect(requests[0]?.url).toBe('http://localhost:8080/sim/faults');
    expect(faults).toEqual({ slowMs: 500, count: 1 });
  });
});

describe('device agent failures', () => {
  it('yields Request was canceled. when the caller aborts a call in flight', async () => {
    const controller = new AbortController();
    const { fetch, requests } = recordingFetch(hangUntilAborted);
    const call = capture(createDeviceAgentClient({ fetch }), { sessionId: 's1', request }, controller.signal);
    await Promise.resolve();
    controller.abort();
    const failure = await call.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeviceAgentError);
    expect(failure).toMatchObject({
      code: CANCELED,
      message: REQUEST_CANCELED_MESSAGE,
      canceled: true,
      status: null,
    });
    expect(requests[0]?.signal.aborted).toBe(true);
  });

  it('does not even send a call whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { fetch, requests } = recordingFetch(() => json({ status: 'ok', version: '1' }));
    await expect(ping(createDeviceAgentClient({ fetch }), controller.signal)).rejects.toMatchObject({
      message: REQUEST_CANCELED_MESSAGE,
    });
    expect(requests).toHaveLength(0);
  });

  it('yields Please check your device connection. when the agent does not answer', async () => {
    const fetch = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    await expect(ping(createDeviceAgentClient({ fetch }), live())).rejects.toMatchObject({
      code: DEVICE_CONNECTION,
      message: DEVICE_CONNECTION_MESSAGE,
      status: null,
    });
  });

  it('yields Please check your device connection. on HTTP 500, whatever the agent said', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 'DEVICE_DISCONNECTED', message: 'Scanner unplugged' }, 500),
    );
    await expect(
      capture(createDeviceAgentClient({ fetch }), { sessionId: 's1', request }, live()),
    ).rejects.toMatchObject({
      code: DEVICE_CONNECTION,
      message: DEVICE_CONNECTION_MESSAGE,
      status: 500,
    });
  });

  it("passes the agent's own message through, such as Invalid finger", async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 'INVALID_FINGER', message: INVALID_FINGER_MESSAGE }, 400),
    );
    await expect(
      capture(createDeviceAgentClient({ fetch }), { sessionId: 's1', request }, live()),
    ).rejects.toMatchObject({
      code: 'INVALID_FINGER',
      message: INVALID_FINGER_MESSAGE,
      status: 400,
      canceled: false,
    });
  });

  it('falls back to the status when a refusal carries no agent body', async () => {
    const { fetch } = recordingFetch(() => new Response('', { status: 404 }));
    await expect(ping(createDeviceAgentClient({ fetch }), live())).rejects.toMatchObject({
      code: '404',
      message: 'Request failed with status code 404',
    });
  });
});
