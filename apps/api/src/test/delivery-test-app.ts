import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/database';
import { collectContractMismatches } from './contract-responses';
import { openTestDatabaseWithDemoData } from './test-database';
import { authHeaders, type Session, signIn } from './sessions';

export interface DeliveryTestApp {
  app: FastifyInstance;
  database: Database;
  admin: Session;
  contractMismatches: string[];
  /** Calls a system-area operation as the demo administrator. */
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
  enqueueEmail: FastifyInstance['deliveries']['enqueueEmail'];
  /** Polls the Deliveries search until the delivery has `status`. */
  waitForStatus(id: string, status: string, timeoutMs?: number): Promise<DeliveryRow>;
  close(): Promise<void>;
}

export interface DeliveryRow {
  id: string;
  status: string;
  attempts: number;
  lastError: string | null;
  messageId: string;
  recipient: string;
}

/** The demo data, an app whose queue retries after a second, and the administrator signed in. */
export async function startDeliveryTestApp(): Promise<DeliveryTestApp> {
  const database = await openTestDatabaseWithDemoData();
  const app = await buildApp({
    config: { webDistDir: '/nonexistent-web-dist' },
    database,
    deliveryOptions: { retryLimit: 2, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, batchSize: 4 },
  });
  const contractMismatches = collectContractMismatches(app);
  const admin = await signIn(app, 'system', 'admin@ridgeline.test', 'Ridgeline-Admin-2026');
  const call: DeliveryTestApp['call'] = (method, url, payload) =>
    app.inject({
      method,
      url,
      headers: authHeaders(admin),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  async function find(id: string): Promise<DeliveryRow> {
    const response = await call('POST', '/system/v1/deliveries/search', { pageSize: 100 });
    expect(response.statusCode).toBe(200);
    const row = response.json<{ data: DeliveryRow[] }>().data.find((candidate) => candidate.id === id);
    if (!row) throw new Error(`delivery ${id} is not listed`);
    return row;
  }
  return {
    app,
    database,
    admin,
    contractMismatches,
    call,
    enqueueEmail: (request) => app.deliveries.enqueueEmail(request),
    async waitForStatus(id, status, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await find(id);
        if (row.status === status) return row;
        if (Date.now() > deadline) throw new Error(`delivery stayed ${row.status}: ${JSON.stringify(row)}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
