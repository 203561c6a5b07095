import { createDeviceAgentClient } from '@ridgeline/device-agent-client';
import { defaultPrinterConfig, PRINTER_SILENT_MESSAGE } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { printThroughAgent } from './print-application-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An agent that opens sessions and takes the detail; its printer answers after `printDelayMs` (never if null). */
function fakeAgent(printDelayMs: number | null) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : null });
    if (path === '/start-session') {
      return json({
        sessionId: 's-1',
        deviceDetail: {
          deviceId: 'd',
          deviceType: 't',
          firmwareVersion: '1',
          hardwareVersion: '1',
          productName: 'p',
          connected: true,
        },
      });
    }
    if (path === '/s-1/detail') return json({ message: 'ok' });
    if (path === '/print-application-form') {
      return new Promise<Response>((resolve, reject) => {
        const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
        if (request.signal.aborted) return abort();
        request.signal.addEventListener('abort', abort);
        if (printDelayMs !== null)
          setTimeout(() => resolve(json({ message: 'Sent to Card printer' })), printDelayMs);
      });
    }
    return json({ code: 'NOT_FOUND', message: 'no' }, 404);
  };
  return { agent: createDeviceAgentClient({ baseUrl: 'http://agent.test', fetch }), calls };
}

const transaction = {
  id: 'tx-1',
  firstName: 'Dana',
  lastName: 'Whitaker',
  ssnMasked: '***-**-6789',
  weight: 160,
};

describe('printing the application form through the device agent', () => {
  it('opens a session for the transaction, gives it the card fields and prints with the printer settings', async () => {
    const { agent, calls } = fakeAgent(10);
    const message = await printThroughAgent(agent, {
      transaction,
      printerName: 'Card printer',
      config: { ...defaultPrinterConfig(), leftOffset: '1.5', topOffset: '-2' },
      signal: new AbortController().signal,
      // A loaded CI machine must not turn this 10 ms answer into a silent printer; the next test pins the 1 s.
      timeoutMs: 30_000,
    });
    expect(message).toBe('Sent to Card printer');
    expect(calls.map((call) => call.path)).toEqual([
      '/start-session',
      '/s-1/detail',
      '/print-application-form',
    ]);
    expect(calls[0]!.body).toEqual({ id: 'tx-1' });
    expect(calls[1]!.body).toEqual({
      transactionId: 'tx-1',
      firstName: 'Dana',
      lastName: 'Whitaker',
      weight: 160,
    });
    expect(calls[2]!.body).toMatchObject({
      sessionId: 's-1',
      printerName: 'Card printer',
      leftOffset: '1.5',
      topOffset: '-2',
    });
  });

  it('reports a printer that does not answer within the print-by-image timeout as silent', async () => {
    const { agent } = fakeAgent(null);
    const started = Date.now();
    await expect(
      printThroughAgent(agent, {
        transaction,
        printerName: 'Card printer',
        config: defaultPrinterConfig(),
        signal: new AbortController().signal,
      }),
    ).rejects.toThrow(PRINTER_SILENT_MESSAGE);
    // §9: one second (the agent client has no patience of its own: without the timer this never settles).
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 15_000);
});
