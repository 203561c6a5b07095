import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { CaptureRequest } from '@ridgeline/device-agent-client';
import { encodeGrayPng } from '../prints/png';
import { buildAgentServer } from '../server';

export interface TestAgent {
  app: FastifyInstance;
  dataDir: string;
}

export async function startTestAgent(): Promise<TestAgent> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agent-sim-test-'));
  const app = await buildAgentServer({ corsOrigins: ['http://localhost:3000'], dataDir });
  return { app, dataDir };
}

export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, ...(payload === undefined ? {} : { payload }) });
}

export async function openSession(app: FastifyInstance, transactionId = 'tx-1001'): Promise<string> {
  const response = await call(app, 'POST', '/start-session', { id: transactionId });
  return (response.json() as { sessionId: string }).sessionId;
}

export function captureRequest(finger: string, overrides: Partial<CaptureRequest> = {}): object {
  return {
    autoCapture: true,
    finger,
    signal: 'START',
    captureCompleted: false,
    forceCapture: false,
    ...overrides,
  };
}

/** An applicant detail complete enough for an EBTS record. */
export const COMPLETE_DETAIL = {
  firstName: 'Jane',
  middleName: 'Q',
  lastName: 'Doe',
  dateOfBirth: '1984-02-29',
  placeOfBirth: 'NY',
  countryOfCitizenship: 'US',
  gender: 'Female',
  race: 'W',
  height: '507',
  weight: 135,
  eyeColor: 'BRO',
  hairColor: 'BLK',
  ssn: '123-45-6789',
  reason: 'EMPLOYMENT',
  originatingAgencyIdentifier: 'VA0000000',
};

/** A small grey PNG as a data URL, as signature pads and cameras send. */
export const SMALL_PNG_DATA_URL = `data:image/png;base64,${Buffer.from(
  encodeGrayPng(new Uint8Array(40 * 20).fill(90), 40, 20),
).toString('base64')}`;
