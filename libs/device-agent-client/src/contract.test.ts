/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as agentCalls from './agent-calls';

interface Document {
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
  components: { schemas: Record<string, { required?: string[]; properties?: Record<string, unknown> }> };
}

// The committed bundle: check:clients keeps it equal to what openapi/device-agent.yaml produces.
const agentDocument = JSON.parse(
  readFileSync(new URL('../../../openapi/dist/device-agent.json', import.meta.url), 'utf8'),
) as Document;

// The spec's device-agent list, as it writes it ({id} and {sessionId} name the same session).
const SPEC_AGENT_CALLS = `
  POST /start-session
  POST /exit
  POST /stop-capture
  GET /{sessionId}/capture-sequence/{captureType}
  POST /{id}/start-capture
  POST /{id}/capture
  PUT /{id}/detail
  PUT /{id}/image
  PUT /{id}/signature
  GET /{id}/detail
  GET /{id}/preview/fingerprints
  GET /{id}/detail/fingerprints/{code}
  GET /{id}/generate-application-form
  POST /{id}/annotate
  GET /{sessionId}/annotation
  POST /print-application-form
  DELETE /{id}/clear/fingerprints
  POST /{id}/clear/fingerprints
  GET /{id}/generate-nist-file
  GET /ping
  GET /logs
  GET /printers
  GET /device/info
  POST /device/reconnect
  GET /applicants/{id}
  PUT /applicants/{id}
  POST /applicants/{id}
  DELETE /applicants/{id}
  POST /sim/faults
  DELETE /sim/faults`
  .trim()
  .split('\n')
  .map((line) => line.trim().split(' ') as [string, string]);

const shape = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const operations = new Map<string, { operationId?: string; tags?: string[] }>();
for (const [path, item] of Object.entries(agentDocument.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    if (typeof operation === 'object' && operation !== null && 'responses' in operation) {
      operations.set(`${method} ${shape(path)}`, operation);
    }
  }
}

describe('the device-agent contract', () => {
  it.each(SPEC_AGENT_CALLS)('has the agent call %s %s', (method, path) => {
    expect(operations.get(`${method.toLowerCase()} ${shape(path)}`)).toBeDefined();
  });

  it('has a typed helper named after every operation', () => {
    const helpers: Record<string, unknown> = agentCalls;
    for (const operation of operations.values()) {
      expect(typeof helpers[operation.operationId ?? ''], operation.operationId).toBe('function');
    }
  });

  it('tags the fault-injection calls as simulator-only', () => {
    expect(operations.get('post /sim/faults')?.tags).toEqual(['Simulator']);
    expect(operations.get('delete /sim/faults')?.tags).toEqual(['Simulator']);
  });

  it('describes the capture body and the fingerprint with its quality score', () => {
    const schemas = agentDocument.components.schemas;
    expect(schemas['CaptureRequest']?.required).toEqual([
      'autoCapture',
      'finger',
      'signal',
      'captureCompleted',
      'forceCapture',
    ]);
    expect(Object.keys(schemas['Fingerprint']?.properties ?? {}).sort()).toEqual(
      ['bitmapImage', 'code', 'height', 'id', 'quality', 'width', 'wsqImage'].sort(),
    );
    expect(schemas['AgentError']?.required).toEqual(['code', 'message']);
  });
});
