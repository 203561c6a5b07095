import { describe, expect, it } from 'vitest';
import { downloadFile, downloadImage, downloadPdf } from './downloads';
import {
  DOWNLOAD_FAILED_MESSAGE,
  IMAGE_DOWNLOAD_FAILED_MESSAGE,
  IMAGE_URL_NOT_FOUND_MESSAGE,
} from './messages';
import { failingFetch, hangUntilAborted, json, recordingFetch, testPartnerClient } from './test-fetch';

const BASE = 'http://api.test';
const PDF_BYTES = new TextEncoder().encode('%PDF-1.7\n%EOF\n');

const partner = testPartnerClient;

const ihs = (client: ReturnType<typeof partner>, signal?: AbortSignal) =>
  client.GET('/partner/v1/biometrics/identity-history-summary/{id}', {
    params: { path: { id: 'tx-1' } },
    parseAs: 'blob',
    signal,
  });

describe('downloadPdf', () => {
  it('returns the PDF as a Blob', async () => {
    const { fetch } = recordingFetch(
      () => new Response(PDF_BYTES, { headers: { 'Content-Type': 'application/pdf' } }),
    );
    const pdf = await downloadPdf(ihs(partner(fetch)));
    expect(pdf.type).toBe('application/pdf');
    expect(new Uint8Array(await pdf.arrayBuffer())).toEqual(PDF_BYTES);
  });

  it('reports Download failed when the server refuses, keeping its words in the description', async () => {
    const { fetch } = recordingFetch(() =>
      json({ code: 409, message: 'Not generated yet', description: '' }, { status: 409 }),
    );
    await expect(downloadPdf(ihs(partner(fetch)))).rejects.toMatchObject({
      code: 409,
      message: DOWNLOAD_FAILED_MESSAGE,
      description: 'Not generated yet',
    });
  });

  it('reports Download failed when no response arrives', async () => {
    await expect(downloadPdf(ihs(partner(failingFetch())))).rejects.toMatchObject({
      code: 0,
      message: DOWNLOAD_FAILED_MESSAGE,
    });
  });

  it('reports Download failed for an empty document', async () => {
    const { fetch } = recordingFetch(() => new Response(new Uint8Array(), { status: 200 }));
    await expect(downloadPdf(ihs(partner(fetch)))).rejects.toMatchObject({
      message: DOWNLOAD_FAILED_MESSAGE,
    });
  });

  it('lets a cancelled download stay an AbortError', async () => {
    const controller = new AbortController();
    const call = downloadPdf(ihs(partner(recordingFetch(hangUntilAborted).fetch), controller.signal));
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('downloadImage', () => {
  it('reports Image URL not found when the entity has no URL', async () => {
    const { fetch, requests } = recordingFetch(() => new Response('x'));
    for (const url of [null, undefined, '', '  ']) {
      await expect(downloadImage(partner(fetch), url)).rejects.toMatchObject({
        message: IMAGE_URL_NOT_FOUND_MESSAGE,
      });
    }
    expect(requests).toHaveLength(0);
  });

  it('fetches an API file URL with the session token and returns the image', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const { fetch, requests } = recordingFetch(
      () => new Response(png, { headers: { 'Content-Type': 'image/png' } }),
    );
    const image = await downloadImage(partner(fetch), '/partner/v1/files/f1');
    expect(requests[0]?.url).toBe(`${BASE}/partner/v1/files/f1`);
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer partner-token');
    expect(image.type).toBe('image/png');
    expect(image.size).toBe(4);
  });

  it('never sends the token to another host', async () => {
    const { fetch, requests } = recordingFetch(() => new Response(new Uint8Array([1])));
    await downloadImage(partner(fetch), 'https://cdn.example.com/logo.png');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('reports Failed to download image on an HTTP error', async () => {
    const { fetch } = recordingFetch(() => new Response('gone', { status: 404 }));
    await expect(downloadImage(partner(fetch), '/partner/v1/files/f1')).rejects.toMatchObject({
      code: 404,
      message: IMAGE_DOWNLOAD_FAILED_MESSAGE,
    });
  });

  it('reports Failed to download image when no response arrives', async () => {
    await expect(downloadImage(partner(failingFetch()), '/partner/v1/files/f1')).rejects.toMatchObject({
      code: 0,
      message: IMAGE_DOWNLOAD_FAILED_MESSAGE,
    });
  });
});

describe('downloadFile', () => {
  it('downloads a supplied EFT file URL', async () => {
    const { fetch } = recordingFetch(() => new Response(new Uint8Array([0x31, 0x2e])));
    const file = await downloadFile(partner(fetch), '/partner/v1/biometrics/eft-file/tx-1');
    expect(file.size).toBe(2);
  });

  it('reports Download failed when the URL is missing or the server fails', async () => {
    const { fetch } = recordingFetch(() => new Response('', { status: 500 }));
    await expect(downloadFile(partner(fetch), null)).rejects.toMatchObject({
      message: DOWNLOAD_FAILED_MESSAGE,
    });
    await expect(downloadFile(partner(fetch), '/partner/v1/files/f1')).rejects.toMatchObject({
      code: 500,
      message: DOWNLOAD_FAILED_MESSAGE,
    });
  });
});
