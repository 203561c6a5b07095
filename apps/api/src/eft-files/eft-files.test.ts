import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, biometricTransactions, files, partnerServices, partners } from '../db/schema';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FINGER_CODES } from '@ridgeline/domain';
import { readAn2k, type NistTaggedRecord } from '@ridgeline/nist';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorSize, testPrint, TINY_PNG_DATA_URL } from '../biometrics/synthetic-prints';
import { startAuthTestApp, type AuthTestApp } from '../test/auth-test-app';
import { readPdf, startSftpDiskServer, type SftpDiskServer } from '@ridgeline/test-support';
import { allowOutbound } from '../outbound/outbound-guard';
import { call, demoSessions, type DemoSessions } from '../test/sessions';
import { expectRefusal } from '../test/answers';

let t: AuthTestApp;
let s: DemoSessions;
let sftp: SftpDiskServer;
let sftpRoot: string;

beforeAll(async () => {
  t = await startAuthTestApp();
  s = await demoSessions(t.app, t.database.db);
  sftpRoot = mkdtempSync(path.join(tmpdir(), 'eft-files-sftp-'));
  sftp = await startSftpDiskServer({ root: sftpRoot, username: 'eft', password: 'secret' });
  allowOutbound(`127.0.0.1:${sftp.port}`);
}, 60_000);
afterAll(async () => {
  expect(t.contractMismatches).toEqual([]);
  await t.close();
  await sftp.close();
  rmSync(sftpRoot, { recursive: true, force: true });
});

const applicant = {
  firstName: 'Dana',
  lastName: 'Whitaker',
  dateOfBirth: '1988-04-12',
  height: '509',
  weight: 160,
  ssn: '123-45-6789',
  gender: 'F',
  race: 'W',
  eyeColor: 'BRO',
  hairColor: 'BLK',
  placeOfBirth: 'CA',
  reason: 'EMPLOYMENT',
  originatingAgencyIdentifier: 'CA0341500',
  addressLine1: '1 Main St',
  city: 'San Jose',
  state: 'CA',
  zipCode: '95113',
  applicantSignature: TINY_PNG_DATA_URL,
  officerSignature: TINY_PNG_DATA_URL,
};

/** A captured transaction: the applicant, both signatures, the left index amputated, every other print. */
async function captured(
  overrides: Record<string, unknown> = {},
  createdAs: Record<string, unknown> = { productName: 'FBIBGCHECK1' },
): Promise<string> {
  const created = await call(t.app, s.location, 'POST', '/partner/v1/biometrics', {
    ...createdAs,
    captureType: 'ROLL',
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().data.id as string;
  const put = await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${id}`, {
    ...applicant,
    ...overrides,
  });
  expect(put.statusCode, put.body).toBe(200);
  await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/annotation', {
    id,
    annotations: [{ code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'XX' }],
  });
  const prints = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
    id,
    fingerprints: FINGER_CODES.filter((code) => code !== 'LEFT_INDEX_ROLL').map((code) =>
      testPrint(code, simulatorSize(code)),
    ),
  });
  expect(prints.statusCode, prints.body).toBe(200);
  return id;
}

const complete = (id: string, generateEft = true) =>
  call(t.app, s.location, 'PUT', '/partner/v1/biometrics/complete', {
    id,
    status: 'COMPLETED',
    leftOffset: '0',
    topOffset: '0',
    generateEft,
  });

async function useSftp(password: string) {
  const saved = await call(t.app, s.system, 'PUT', '/system/v1/setting/eft-sftp', {
    host: '127.0.0.1',
    port: sftp.port,
    username: 'eft',
    password,
    remoteDirectory: '/',
    enabled: true,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function detail(id: string) {
  const response = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    status: string;
    transmissionResult: string | null;
    transmissionError: string | null;
    transactionControlNumber: string;
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Where a transaction's EFT file is kept in the blob store. */
async function eftBlobKey(id: string): Promise<string> {
  const [row] = await t.database.db
    .select({ blobKey: files.blobKey })
    .from(biometricTransactions)
    .innerJoin(files, eq(files.id, biometricTransactions.eftFileId))
    .where(eq(biometricTransactions.id, id));
  return row!.blobKey;
}

const tagged = (bytes: Uint8Array) =>
  readAn2k(bytes).records.filter((record): record is NistTaggedRecord => record.encoding === 'tagged');
const item = (record: NistTaggedRecord | undefined, field: number) => {
  const found = record?.fields.find((candidate) => candidate.number === field);
  return found?.kind === 'text' ? found.subfields.map((items) => items.join('\u001f')) : [];
};

describe('the EFT file of a completed transaction', () => {
  it('is built on completion with Generate EFT: TCN, the applicant Type-2 and one Type-14 per impression', async () => {
    const id = await captured();
    const completed = await complete(id);
    expect(completed.statusCode, completed.body).toBe(200);
    const tcn = (await detail(id)).transactionControlNumber;
    expect(tcn).toMatch(/^RL\d{8}[0-9A-F]{16}$/);
    const download = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${tcn}.eft"`);
    const records = tagged(download.rawPayload);
    const type1 = records.find((record) => record.type === 1);
    const type2 = records.find((record) => record.type === 2);
    expect(item(type1, 4)).toEqual(['NFUF']);
    expect(item(type1, 9)).toEqual([tcn]);
    expect(item(type1, 8)).toEqual(['CA0341500']);
    expect(item(type2, 18)).toEqual(['WHITAKER,DANA']);
    expect(item(type2, 73)).toEqual(['CA0341500']);
    expect(item(type2, 16)).toEqual(['123456789']);
    const prints = records.filter((record) => record.type === 14);
    expect(prints).toHaveLength(13);
    const leftSlap = prints.find((record) => item(record, 13)[0] === '14');
    expect(item(leftSlap, 18)).toEqual(['7\u001fXX']);
    expect(item(leftSlap, 22)).toEqual(['8\u001f254', '9\u001f254', '10\u001f254']);
  });

  it('takes the TOT from the product of the partner service the capture screens choose', async () => {
    const [channeler] = await t.database.db
      .select({ id: partnerServices.id })
      .from(partnerServices)
      .where(eq(partnerServices.displayName, 'FBI Background Check (channeler)'));
    // As the Transaction Detail step sends it: the partner's service, and the scanner's name as productName.
    const id = await captured({}, { partnerServiceId: channeler!.id, productName: 'Ridgeline Sim 500' });
    const completed = await complete(id);
    expect(completed.statusCode, completed.body).toBe(200);
    const download = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${id}`);
    expect(
      item(
        tagged(download.rawPayload).find((record) => record.type === 1),
        4,
      ),
    ).toEqual(['NFUF']);
  });

  it('refuses the completion when the record breaks an EBTS rule, naming the field, and writes nothing', async () => {
    const id = await captured({ hairColor: 'PURPLE' });
    const refused = await complete(id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('2.032 HAI must be one of');
    const after = await detail(id);
    expect(after.status).toBe('IN_PROGRESS');
    expect((await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('sending the EFT file', () => {
  it('answers 400 naming the missing SFTP setting, and queues nothing, while no server is set up (issue 25)', async () => {
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    const refused = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ description: 'eftSftp.host' });
    expect(refused.json().message).toMatch(/EFT SFTP server/);
    expect((await detail(id)).transmissionResult).toBeNull();
  });

  it('puts one file on the SFTP server and marks the transaction SENT_TO_FBI; a failed send can be sent again', async () => {
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    await useSftp('wrong-password');
    const queued = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(queued.statusCode, queued.body).toBe(200);
    expect(queued.json()).toEqual({
      data: { id, transmissionResult: 'QUEUED' },
      message: 'The EFT file is queued for transfer',
    });
    const failed = await until(
      () => detail(id),
      (row) => row.transmissionResult === 'FAILED',
    );
    expect(failed.status).toBe('COMPLETED');
    expect(failed.transmissionError).toBe('authentication failed');

    await useSftp('secret');
    const resent = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(resent.statusCode, resent.body).toBe(200);
    const sent = await until(
      () => detail(id),
      (row) => row.status === 'SENT_TO_FBI',
    );
    expect(sent.transmissionResult).toBe('TRANSMITTED');
    const fileName = `${sent.transactionControlNumber}.eft`;
    expect(sftp.listing().map((entry) => entry.name)).toEqual([fileName]);
    const onServer = readFileSync(path.join(sftpRoot, fileName));
    expect(
      item(
        tagged(onServer).find((record) => record.type === 1),
        9,
      ),
    ).toEqual([sent.transactionControlNumber]);

    const again = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(again.statusCode).toBe(400);

    // The history: one transfer of the one file, which failed once (wrong password) and was then sent.
    const history = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/transmissions/${id}`);
    expect(history.statusCode, history.body).toBe(200);
    const { data } = history.json();
    expect(data).toMatchObject({ id, transmissionResult: 'TRANSMITTED', transmissionError: null });
    expect(data.transmissions).toHaveLength(1);
    expect(data.transmissions[0]).toMatchObject({
      fileName,
      status: 'sent',
      transmissionResult: 'TRANSMITTED',
      lastError: null,
    });
    expect(data.transmissions[0].attempts).toBeGreaterThanOrEqual(2);
    expect(data.transmissions[0].sentOn).not.toBeNull();
  });

  it('says FORCE CAPTURED in 14.020 COM of a print kept at a refused score, and a recapture refers to the first TCN in 1.010', async () => {
    const parent = await captured();
    // The device's 5 (worst) is refused unless the operator forces the capture (libs/domain print-quality).
    const forced = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id: parent,
      fingerprints: [{ ...testPrint('RIGHT_THUMB_ROLL', simulatorSize('RIGHT_THUMB_ROLL')), quality: 5 }],
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await complete(parent)).statusCode).toBe(200);
    const parentTcn = (await detail(parent)).transactionControlNumber;
    const first = tagged(
      (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${parent}`)).rawPayload,
    );
    const comments = first
      .filter((record) => record.type === 14 && item(record, 20).length > 0)
      .map((record) => [item(record, 13)[0], item(record, 20)[0]]);
    expect(comments).toEqual([['1', 'FORCE CAPTURED']]);
    expect(
      item(
        first.find((record) => record.type === 1),
        10,
      ),
    ).toEqual([]);

    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${parent}`, {
      status: 'REQUEST_FOR_RECAPTURE',
    });
    const started = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/recapture-reference', {
      recaptureReferenceId: parent,
    });
    expect(started.statusCode, started.body).toBe(200);
    const child = started.json().data.id as string;
    await call(t.app, s.location, 'PUT', `/partner/v1/biometrics/${child}`, {
      applicantSignature: TINY_PNG_DATA_URL,
      officerSignature: TINY_PNG_DATA_URL,
    });
    const retaken = await call(t.app, s.location, 'PUT', '/partner/v1/biometrics/fingerprints', {
      id: child,
      fingerprints: [{ ...testPrint('RIGHT_THUMB_ROLL', simulatorSize('RIGHT_THUMB_ROLL')), quality: 2 }],
    });
    expect(retaken.statusCode, retaken.body).toBe(200);
    const done = await complete(child);
    expect(done.statusCode, done.body).toBe(200);
    const second = tagged(
      (await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${child}`)).rawPayload,
    );
    const type1 = second.find((record) => record.type === 1);
    expect(item(type1, 10)).toEqual([parentTcn]);
    expect(item(type1, 9)).not.toEqual([parentTcn]);
    expect(second.filter((record) => record.type === 14 && item(record, 20).length > 0)).toEqual([]);
  });

  it('refuses a transaction completed without an EFT file', async () => {
    const id = await captured();
    expect((await complete(id, false)).statusCode).toBe(200);
    const refused = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expectRefusal(refused, 400, 'This transaction has no EFT file: complete it with Generate EFT first');
  });
});

describe('documents of a transaction', () => {
  it('the PRN file and the application form are the FD-258 card with the applicant and thirteen prints', async () => {
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    for (const url of [
      `/partner/v1/biometrics/get-prn-file/${id}`,
      `/partner/v1/biometrics/application-form/${id}`,
    ]) {
      const response = await call(t.app, s.location, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const pdf = await readPdf(response.rawPayload);
      expect(pdf.text).toContain('WHITAKER, DANA');
      expect(pdf.text).toContain('XX AMPUTATED');
      // 13 prints, two signatures, one barcode.
      expect(pdf.images).toHaveLength(16);
    }
  }, 120_000);

  it('the identity-history-summary PDF names the applicant, masks the SSN and can be generated as a file', async () => {
    const id = await captured();
    const response = await call(
      t.app,
      s.location,
      'GET',
      `/partner/v1/biometrics/identity-history-summary/${id}`,
    );
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain('WHITAKER, Dana');
    expect(pdf.text).toContain('Fingerprints submitted');
    // The thirteen prints submitted (the fourteenth finger is amputated) and the barcode.
    expect(pdf.images).toHaveLength(14);
    expect(pdf.text).toContain('***-**-6789');
    expect(pdf.text).not.toContain('123-45-6789');
    const generated = await call(
      t.app,
      s.location,
      'POST',
      `/partner/v1/biometrics/identity-history-summary/${id}`,
    );
    expect(generated.statusCode, generated.body).toBe(200);
    expect(generated.json().data.url).toMatch(/^\/system\/v1\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/);
  }, 60_000);
});

describe('another partner’s transaction', () => {
  it('is missing for send-eft, the EFT file and every document, as an unknown id is', async () => {
    const [globex] = await t.database.db.select().from(partners).where(eq(partners.code, 'globex'));
    const [foreign] = await t.database.db
      .insert(biometricTransactions)
      .values({ partnerId: globex!.id, firstName: 'Foreign', lastName: 'Applicant' })
      .returning();
    for (const id of [foreign!.id, '00000000-0000-4000-8000-000000000000']) {
      const sent = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
      expect(sent.statusCode).toBe(404);
      for (const path of [
        'eft-file',
        'get-prn-file',
        'application-form',
        'identity-history-summary',
        'transmissions',
      ]) {
        const answer = await call(t.app, s.partner, 'GET', `/partner/v1/biometrics/${path}/${id}`);
        expect(answer.statusCode, path).toBe(404);
        expect(answer.json().message).toBe('Transaction not found');
      }
    }
  });
});

// Kept after the other tests, so the mutation runs' results for those stay matched to them (docs/mutation-testing.md).
describe('sending a file that cannot or need not go again', () => {
  it('a file already on the server is not queued again, even before its record shows it sent', async () => {
    await useSftp('secret');
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    expect(
      (await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id })).statusCode,
    ).toBe(200);
    const sent = await until(
      () => detail(id),
      (row) => row.status === 'SENT_TO_FBI',
    );
    const onServer = sftp.listing().filter((entry) => entry.name === `${sent.transactionControlNumber}.eft`);
    expect(onServer).toHaveLength(1);
    // The moment between the transfer and the record's update: the record still reads COMPLETED.
    await t.database.db
      .update(biometricTransactions)
      .set({ status: 'COMPLETED' })
      .where(eq(biometricTransactions.id, id));
    const again = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expectRefusal(again, 400, 'This EFT file has already been transmitted');
    expect(sftp.listing().filter((entry) => entry.name === `${sent.transactionControlNumber}.eft`)).toEqual(
      onServer,
    );
  });

  it('an EFT file gone from the file store answers 404 and queues nothing', async () => {
    await useSftp('secret');
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    await t.blobs.delete(await eftBlobKey(id));
    const refused = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expectRefusal(refused, 404, 'The file is no longer stored');
    expect((await detail(id)).transmissionResult).toBeNull();
  });
});

describe('where the EFT file goes', () => {
  it("to the location's own server before the partner's, and the partner's before the system's", async () => {
    const ownRoot = mkdtempSync(path.join(tmpdir(), 'eft-files-own-sftp-'));
    mkdirSync(path.join(ownRoot, 'downtown'));
    const own = await startSftpDiskServer({ root: ownRoot, username: 'acme', password: 'acme-secret' });
    allowOutbound(`127.0.0.1:${own.port}`);
    const server = (remoteDirectory: string) => ({
      host: '127.0.0.1',
      port: own.port,
      username: 'acme',
      password: 'acme-secret',
      remoteDirectory,
      enabled: true,
    });
    try {
      await useSftp('secret');
      const partnerLevel = await call(t.app, s.partner, 'PUT', '/partner/v1/setting/eft-sftp', server('/'));
      expect(partnerLevel.statusCode, partnerLevel.body).toBe(200);
      const locationLevel = await call(
        t.app,
        s.partner,
        'PUT',
        `/partner/v1/location-setting/${s.downtownId}/eft-sftp`,
        server('/downtown'),
      );
      expect(locationLevel.statusCode, locationLevel.body).toBe(200);
      const systemBefore = sftp.listing();

      const atLocation = await captured();
      expect((await complete(atLocation)).statusCode).toBe(200);
      await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id: atLocation });
      const first = await until(
        () => detail(atLocation),
        (row) => row.status === 'SENT_TO_FBI',
      );
      expect(
        readFileSync(path.join(ownRoot, 'downtown', `${first.transactionControlNumber}.eft`)).length,
      ).toBeGreaterThan(0);

      // The location's own server cleared: the partner's is in force.
      const cleared = await call(
        t.app,
        s.partner,
        'PUT',
        `/partner/v1/location-setting/${s.downtownId}/eft-sftp`,
        {
          ...server('/downtown'),
          host: '',
        },
      );
      expect(cleared.statusCode, cleared.body).toBe(200);
      const atPartner = await captured();
      expect((await complete(atPartner)).statusCode).toBe(200);
      await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id: atPartner });
      const second = await until(
        () => detail(atPartner),
        (row) => row.status === 'SENT_TO_FBI',
      );
      expect(own.listing().map((entry) => entry.name)).toContain(`${second.transactionControlNumber}.eft`);
      // Neither went to the system's server.
      expect(sftp.listing()).toEqual(systemBefore);

      // Only the location's own server set up (none for the partner or the system): still sendable.
      await call(t.app, s.partner, 'PUT', '/partner/v1/setting/eft-sftp', { ...server('/'), host: '' });
      await call(t.app, s.system, 'PUT', '/system/v1/setting/eft-sftp', { ...server('/'), host: '' });
      await call(
        t.app,
        s.partner,
        'PUT',
        `/partner/v1/location-setting/${s.downtownId}/eft-sftp`,
        server('/downtown'),
      );
      const onlyLocation = await captured();
      expect((await complete(onlyLocation)).statusCode).toBe(200);
      const accepted = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', {
        id: onlyLocation,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const third = await until(
        () => detail(onlyLocation),
        (row) => row.status === 'SENT_TO_FBI',
      );
      expect(own.listing()).not.toContainEqual(
        expect.objectContaining({ name: `${third.transactionControlNumber}.eft` }),
      );
      expect(
        readFileSync(path.join(ownRoot, 'downtown', `${third.transactionControlNumber}.eft`)).length,
      ).toBeGreaterThan(0);

      // A file that has gone out is not sent from its new status.
      const again = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', {
        id: atPartner,
      });
      expectRefusal(again, 400, 'An EFT file is sent from a completed transaction, not from SENT_TO_FBI');
      expect(again.json().description).toBe('id');
    } finally {
      await useSftp('secret');
      await call(t.app, s.partner, 'PUT', '/partner/v1/setting/eft-sftp', { ...server('/'), host: '' });
      await call(t.app, s.partner, 'PUT', `/partner/v1/location-setting/${s.downtownId}/eft-sftp`, {
        ...server('/'),
        host: '',
      });
      await own.close();
      rmSync(ownRoot, { recursive: true, force: true });
    }
  });

  it('a transaction completed without an EFT file is refused naming the transaction', async () => {
    const id = await captured();
    expect((await complete(id, false)).statusCode).toBe(200);
    const refused = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(refused.json()).toMatchObject({ description: 'id' });
  });
});

describe('downloading the EFT file', () => {
  it('answers 404 once its bytes are gone from the file store, and for a transaction without one', async () => {
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    await t.blobs.delete(await eftBlobKey(id));
    const gone = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${id}`);
    expectRefusal(gone, 404, 'The file is no longer stored');
    const without = await captured();
    expect((await complete(without, false)).statusCode).toBe(200);
    const none = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${without}`);
    expectRefusal(none, 404, 'This transaction has no EFT file');
  });
});

describe('the audit trail of a send', () => {
  it('records the transaction going from no result to QUEUED, with the delivery and the digest of the file sent', async () => {
    await useSftp('secret');
    const id = await captured();
    expect((await complete(id)).statusCode).toBe(200);
    const queued = await call(t.app, s.location, 'POST', '/partner/v1/biometrics/send-eft', { id });
    expect(queued.statusCode, queued.body).toBe(200);
    const download = await call(t.app, s.location, 'GET', `/partner/v1/biometrics/eft-file/${id}`);
    const digest = createHash('sha256').update(download.rawPayload).digest('hex');
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'BIOMETRIC_EFT_QUEUED'), eq(auditLog.entityId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({
      before: { transmissionResult: null },
      after: { transmissionResult: 'QUEUED' },
      deliveryId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      digest,
    });
  });
});
