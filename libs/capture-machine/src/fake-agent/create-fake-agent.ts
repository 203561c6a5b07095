import { DEFAULT_AGENT_URL } from '@ridgeline/device-agent-client';
import type {
  CaptureRequest,
  CaptureSequenceItem,
  CaptureType,
  FaultInjection,
  Fingerprint,
} from '@ridgeline/device-agent-client';
import { createFaultCounter } from './fault-counter';
import { FAKE_SEQUENCES } from './fake-sequences';

export interface FakeAgentCall {
  method: string;
  path: string;
  body: unknown;
}

export interface FakeAgentOptions {
  baseUrl?: string;
  /** Milliseconds before every answer; 0 answers on the next tick. */
  latencyMs?: number;
  /** Quality of clean prints (1 best, 5 worst). */
  quality?: number;
  sequences?: Readonly<Record<CaptureType, readonly CaptureSequenceItem[]>>;
  /** The picture of a print (PNG, base64) and its size; a grey pixel of the code's usual size by default. */
  renderPrint?: (code: Fingerprint['code'], quality: number) => FakePrintImage;
}

export interface FakePrintImage {
  bitmapImage: string;
  width: number;
  height: number;
}

export interface FakeAgent {
  baseUrl: string;
  /** A `fetch` answering the agent's routes; hand it to `createDeviceAgentClient({ baseUrl, fetch })`. */
  fetch: typeof globalThis.fetch;
  /** Every call received, oldest first (simulator calls included). */
  calls: FakeAgentCall[];
  setFaults(faults: FaultInjection): void;
  clearFaults(): void;
  /** An unreachable agent answers nothing at all, as when it is not installed or not running. */
  setReachable(reachable: boolean): void;
}

// A 1x1 grey PNG: enough for a tile to render in Storybook without any image work in the browser.
const GREY_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';

const DEVICE = {
  deviceId: 'FAKE-0001',
  deviceType: 'FAKE',
  firmwareVersion: '1.0.0',
  hardwareVersion: '1.0',
  productName: 'Ridgeline fake scanner',
  connected: true,
};

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const agentError = (status: number, code: string, message: string) => json(status, { code, message });

function sizeOf(code: string): { width: number; height: number } {
  if (code.endsWith('FOUR_FINGER')) return { width: 1600, height: 1500 };
  if (code.endsWith('_ROLL')) return { width: 800, height: 750 };
  return { width: 500, height: 600 };
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(abortError());
    });
  });
}

/**
 * An in-process device agent with the simulator's routes and fault injection (POST/DELETE /sim/faults),
 * written against web standards only so Storybook can run it in the browser and the CLI in Node.
 */
export function createFakeAgent(options: FakeAgentOptions = {}): FakeAgent {
  const baseUrl = (options.baseUrl ?? DEFAULT_AGENT_URL).replace(/\/+$/, '');
  const sequences = options.sequences ?? FAKE_SEQUENCES;
  const cleanQuality = options.quality ?? 2;
  const calls: FakeAgentCall[] = [];
  const faults = createFaultCounter();
  let reachable = true;
  let sessionId: string | null = null;
  let printCounter = 0;

  function print(code: Fingerprint['code'], quality: number): Fingerprint {
    printCounter += 1;
    const image = options.renderPrint?.(code, quality) ?? { bitmapImage: GREY_PIXEL_PNG, ...sizeOf(code) };
    return { id: `print-${printCounter}`, code, wsqImage: '', quality, ...image };
  }

  async function route(method: string, path: string, body: unknown) {
    const segments = path.split('/').filter(Boolean);
    if (faults.take('http500')) return agentError(500, 'INTERNAL', 'Internal agent failure');
    if (path === '/device/reconnect') {
      faults.reconnect();
      return json(200, DEVICE);
    }
    if (faults.take('disconnect'))
      return agentError(500, 'DEVICE_DISCONNECTED', 'The scanner is disconnected');

    if (method === 'POST' && path === '/start-session') {
      const id = typeof body === 'object' && body !== null && 'id' in body ? String(body.id) : '';
      if (!id) return agentError(400, 'BAD_REQUEST', 'id is required');
      sessionId = `session-${id}`;
      return json(200, {
        sessionId,
        deviceDetail: DEVICE,
      });
    }
    if (method === 'POST' && (path === '/exit' || path === '/stop-capture')) {
      if (path === '/exit') sessionId = null;
      return json(200, { message: 'OK' });
    }
    const [session, action, ...rest] = segments;
    if (session === undefined || session !== sessionId)
      return agentError(404, 'NO_SESSION', 'No such session');
    if (method === 'GET' && action === 'capture-sequence') {
      const captureType = rest[0];
      if (captureType !== 'ROLL' && captureType !== 'FLAT')
        return agentError(400, 'BAD_REQUEST', 'Unknown type');
      return json(200, sequences[captureType]);
    }
    if (method === 'POST' && action === 'annotate') {
      const annotations =
        typeof body === 'object' && body !== null && 'annotations' in body ? body.annotations : [];
      return json(200, { id: `annotation-${sessionId}`, annotations });
    }
    if (method === 'POST' && (action === 'start-capture' || action === 'capture')) {
      const request = body as CaptureRequest;
      const item = [...sequences.ROLL, ...sequences.FLAT].find((entry) => entry.finger === request.finger);
      if (!item) return agentError(400, 'INVALID_FINGER', 'Invalid finger');
      if (action === 'start-capture') return json(200, { message: 'Scanner armed' });
      if (faults.take('invalidFinger')) return agentError(400, 'INVALID_FINGER', 'Invalid finger');
      const quality = faults.take('lowQuality') ? 5 : cleanQuality;
      return json(200, {
        finger: request.finger,
        fingerprints: [print(request.finger, quality)],
        captureCompleted: request.captureCompleted,
      });
    }
    if (action === 'clear' || (method === 'PUT' && (action === 'signature' || action === 'image'))) {
      return json(200, { message: 'OK' });
    }
    return agentError(404, 'NOT_FOUND', `No route ${method} ${path}`);
  }

  const fetchImpl = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path, body });

    if (path === '/sim/faults') {
      if (request.method === 'POST') return json(200, faults.set((body ?? {}) as FaultInjection));
      faults.clear();
      return new Response(null, { status: 204 });
    }
    if (!reachable) throw new TypeError('fetch failed');
    await wait((options.latencyMs ?? 0) + faults.takeDelay(), request.signal);
    if (path === '/ping') {
      return json(200, { status: 'ok', version: 'fake', deviceConnected: !faults.pending('disconnect') });
    }
    return route(request.method, path, body);
  };

  return {
    baseUrl,
    fetch: fetchImpl,
    calls,
    setFaults: (next) => void faults.set(next),
    clearFaults: () => faults.clear(),
    setReachable: (next) => void (reachable = next),
  };
}
