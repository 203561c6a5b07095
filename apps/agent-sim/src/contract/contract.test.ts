import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  capture,
  createDeviceAgentClient,
  getCaptureSequence,
  ping,
  previewFingerprints,
  setSimulatorFaults,
  startSession,
  type DeviceAgentClient,
} from '@ridgeline/device-agent-client';
import { startTestAgent, type TestAgent } from '../test/agent-app';
import { agentOperations } from './agent-document';

/** A fetch that hands each request to the simulator in-process. */
function injectFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const status = response.statusCode;
    return new Response(status === 204 ? null : response.rawPayload, {
      status,
      headers: Object.entries(response.headers).map(
        ([name, value]) => [name, String(value)] as [string, string],
      ),
    });
  };
}

let agent: TestAgent;
let client: DeviceAgentClient;
beforeAll(async () => {
  agent = await startTestAgent();
  client = createDeviceAgentClient({ baseUrl: 'http://agent.test', fetch: injectFetch(agent.app) });
});
afterAll(() => agent.app.close());

describe('the device-agent contract', () => {
  it('serves every operation of openapi/device-agent.yaml', async () => {
    const operations = agentOperations();
    expect(operations.length).toBeGreaterThanOrEqual(30);
    for (const operation of operations) {
      const url = operation.path.replace(/\{[^}]+\}/g, 'x');
      const response = await agent.app.inject({ method: operation.method, url });
      const json = String(response.headers['content-type']).startsWith('application/json');
      const code = json ? response.json<{ code?: string } | null>()?.code : undefined;
      expect({ operation: operation.operationId, code }).not.toEqual({
        operation: operation.operationId,
        code: 'NOT_FOUND',
      });
    }
  });

  it('drives a capture through the device-agent client', async () => {
    const signal = new AbortController().signal;
    expect(await ping(client, signal)).toMatchObject({ status: 'ok' });
    const { sessionId } = await startSession(client, { id: 'tx-client' }, signal);
    const sequence = await getCaptureSequence(client, { sessionId, captureType: 'FLAT' }, signal);
    const item = sequence[2];
    const result = await capture(
      client,
      {
        sessionId,
        request: {
          autoCapture: true,
          finger: item?.finger ?? 'RIGHT_THUMB_FLAT',
          signal: 'START',
          captureCompleted: false,
          forceCapture: false,
        },
      },
      signal,
    );
    expect(result.fingerprints[0]?.code).toBe('RIGHT_THUMB_FLAT');
    expect(await previewFingerprints(client, { sessionId }, signal)).toHaveLength(1);
  });

  it("surfaces the agent's Invalid finger and device faults as the client's messages", async () => {
    const signal = new AbortController().signal;
    const { sessionId } = await startSession(client, { id: 'tx-client-faults' }, signal);
    const request = {
      autoCapture: true,
      finger: 'LEFT_THUMB_FLAT' as const,
      signal: 'START' as const,
      captureCompleted: false,
      forceCapture: false,
    };
    await setSimulatorFaults(client, { invalidFinger: true, count: 1 }, signal);
    await expect(capture(client, { sessionId, request }, signal)).rejects.toMatchObject({
      code: 'INVALID_FINGER',
      message: 'Invalid finger',
    });
    await setSimulatorFaults(client, { disconnect: true, count: 1 }, signal);
    await expect(capture(client, { sessionId, request }, signal)).rejects.toMatchObject({
      message: 'Please check your device connection.',
    });
  });
});
