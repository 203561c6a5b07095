import { describe, expect, it } from 'vitest';
import { downloadWithProgress, type DownloadProgress } from './downloads';
import { DOWNLOAD_FAILED_MESSAGE } from './messages';
import { failingFetch, hangUntilAborted, json, recordingFetch, testPartnerClient } from './test-fetch';

const BASE = 'http://api.test';
const URL_OF_CARD = '/partner/v1/biometrics/get-prn-file/tx-1';

const partner = testPartnerClient;

/** A body that arrives in the given chunks, then ends (or fails, as a dropped connection does). */
function chunked(chunks: Uint8Array[], options: { failAfter?: number } = {}): ReadableStream<Uint8Array> {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (options.failAfter !== undefined && index === options.failAfter) {
        controller.error(new TypeError('network connection lost'));
        return;
      }
      const chunk = chunks[index++];
      if (chunk) controller.enqueue(chunk);
      else controller.close();
    },
  });
}

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe('downloadWithProgress', () => {
  it('reads the body chunk by chunk, reporting bytes loaded of the announced length, and keeps the file name', async () => {
    const parts = [bytes(400, 1), bytes(400, 2), bytes(200, 3)];
    const { fetch, requests } = recordingFetch(
      () =>
        new Response(chunked(parts), {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Length': '1000',
            'Content-Disposition': 'attachment; filename="FD-258-TCN1.pdf"',
          },
        }),
    );
    const seen: DownloadProgress[] = [];
    const result = await downloadWithProgress(partner(fetch), URL_OF_CARD, {
      onProgress: (progress) => seen.push(progress),
    });
    expect(seen).toEqual([
      { loaded: 0, total: 1000 },
      { loaded: 400, total: 1000 },
      { loaded: 800, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
    expect(result.fileName).toBe('FD-258-TCN1.pdf');
    expect(result.blob.type).toBe('application/pdf');
    const content = new Uint8Array(await result.blob.arrayBuffer());
    expect(content.length).toBe(1000);
    expect([content[0], content[400], content[999]]).toEqual([1, 2, 3]);
    // The API's own path travels with the partner session's token.
    expect(requests[0]!.url).toBe(`${BASE}${URL_OF_CARD}`);
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer partner-token');
  });

  it('reports progress without a total when the server does not announce the length', async () => {
    const { fetch } = recordingFetch(() => new Response(chunked([bytes(10, 7), bytes(5, 7)])));
    const seen: DownloadProgress[] = [];
    await downloadWithProgress(partner(fetch), URL_OF_CARD, {
      onProgress: (progress) => seen.push(progress),
    });
    expect(seen.at(-1)).toEqual({ loaded: 15, total: null });
  });

  it('reports Download failed when the connection drops mid-body', async () => {
    const { fetch } = recordingFetch(
      () =>
        new Response(chunked([bytes(100, 1), bytes(100, 1)], { failAfter: 1 }), {
          headers: { 'Content-Length': '200' },
        }),
    );
    await expect(downloadWithProgress(partner(fetch), URL_OF_CARD)).rejects.toMatchObject({
      message: DOWNLOAD_FAILED_MESSAGE,
      description: 'network connection lost',
    });
  });

  it('reports Download failed when fewer bytes arrive than announced', async () => {
    const { fetch } = recordingFetch(
      () => new Response(chunked([bytes(100, 1)]), { headers: { 'Content-Length': '300' } }),
    );
    await expect(downloadWithProgress(partner(fetch), URL_OF_CARD)).rejects.toMatchObject({
      message: DOWNLOAD_FAILED_MESSAGE,
      description: 'The download stopped after 100 of 300 bytes',
    });
  });

  it("reports Download failed with the server's words when it refuses, and for an empty body", async () => {
    const refusing = recordingFetch(() =>
      json({ code: 404, message: 'Transaction not found', description: '' }, { status: 404 }),
    );
    await expect(downloadWithProgress(partner(refusing.fetch), URL_OF_CARD)).rejects.toMatchObject({
      code: 404,
      message: DOWNLOAD_FAILED_MESSAGE,
      description: 'Transaction not found',
    });
    const empty = recordingFetch(() => new Response(new Uint8Array(0)));
    await expect(downloadWithProgress(partner(empty.fetch), URL_OF_CARD)).rejects.toMatchObject({
      message: DOWNLOAD_FAILED_MESSAGE,
    });
  });

  it('reports Download failed when no response arrives, and leaves a cancellation as an AbortError', async () => {
    await expect(downloadWithProgress(partner(failingFetch()), URL_OF_CARD)).rejects.toMatchObject({
      code: 0,
      message: DOWNLOAD_FAILED_MESSAGE,
    });
    const controller = new AbortController();
    const pending = downloadWithProgress(partner(recordingFetch(hangUntilAborted).fetch), URL_OF_CARD, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends a POST body when asked and shows each chunk before its progress (a report counts its rows)', async () => {
    const enc = new TextEncoder();
    const { fetch, requests } = recordingFetch(
      () =>
        new Response(chunked([enc.encode('a,b\n1,2\n'), enc.encode('3,4\n')]), {
          headers: { 'Content-Type': 'text/csv' },
        }),
    );
    let lines = 0;
    const seen: [number, number][] = [];
    const result = await downloadWithProgress(partner(fetch), '/partner/v1/reports/appointment/download', {
      init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"format":"csv"}' },
      onChunk: (chunk) => (lines += chunk.filter((byte) => byte === 10).length),
      onProgress: ({ loaded }) => seen.push([loaded, lines]),
    });
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.text()).toBe('{"format":"csv"}');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer partner-token');
    expect(seen).toEqual([
      [0, 0],
      [8, 2],
      [12, 3],
    ]);
    expect(result.fileName).toBeNull();
  });
});
