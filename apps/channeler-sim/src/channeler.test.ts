import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readEbtsResponse, writeAn2k, type NistField, type NistTaggedRecord } from '@ridgeline/nist';
import ssh2 from 'ssh2';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerSubmission, inRejectShare } from './answer-submission';
import { startChanneler } from './channeler';
import { ANSWER_DEFAULTS, loadAnswerSettings, loadChannelerConfig, type AnswerSettings } from './config';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'channeler-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Puts one file over SFTP as any client would (optionally under a temporary name renamed after, as the API does). */
function upload(
  port: number,
  name: string,
  data: Buffer,
  credential = { username: 'eft', password: 'pw' },
  viaTemporary = false,
) {
  return new Promise<string>((resolve, reject) => {
    const client = new ssh2.Client();
    let presented = '';
    client
      .on('ready', () =>
        client.sftp((error, sftp) => {
          if (error) return reject(error);
          const target = viaTemporary ? `/.${name.slice(1)}.0123456789abcdef.part` : name;
          sftp.writeFile(target, data, (writeError) => {
            const done = (failure: Error | null | undefined) => {
              client.end();
              if (failure) reject(failure);
              else resolve(presented);
            };
            if (writeError || !viaTemporary) return done(writeError);
            sftp.rename(target, name, done);
          });
        }),
      )
      .on('error', reject)
      .connect({
        host: '127.0.0.1',
        port,
        ...credential,
        hostVerifier: (key: Buffer) => {
          presented = `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
          return true;
        },
      });
  });
}

const value = (number: number, item: string): NistField => ({ kind: 'text', number, subfields: [[item]] });

/**
 * An applicant submission spelled from EBTS's field list, only the fields the channeler reads: Type-1 TOT, ORI,
 * TCN and (for a resubmission) TCR; per Type-14 image 14.013 FGP, 14.020 COM and 14.022 NQM (NFIQ 1-5, 254 none).
 */
function submission(options: {
  tcn: string;
  tcr?: string;
  prints: { fgp: number; comment?: string; nqm?: string }[];
}): Buffer {
  const type1: NistTaggedRecord = {
    encoding: 'tagged',
    type: 1,
    fields: [
      value(2, '0502'),
      { kind: 'text', number: 3, subfields: [['1', String(options.prints.length)]] },
      value(4, 'NFUF'),
      value(5, '20261128'),
      value(7, 'WVIAFIS0Z'),
      value(8, 'CA0341500'),
      value(9, options.tcn),
      ...(options.tcr ? [value(10, options.tcr)] : []),
    ],
  };
  const type14 = options.prints.map((print, index): NistTaggedRecord => ({
    encoding: 'tagged',
    type: 14,
    fields: [
      value(2, String(index + 1).padStart(2, '0')),
      value(13, String(print.fgp)),
      ...(print.comment ? [value(20, print.comment)] : []),
      { kind: 'text', number: 22, subfields: [[String(print.fgp), print.nqm ?? '254']] },
      { kind: 'binary', number: 999, data: new Uint8Array([0xff, 0xa0]) },
    ],
  }));
  return Buffer.from(writeAn2k({ records: [type1, ...type14] }));
}

const TEN = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((fgp) => ({ fgp }));
/** SHA-256 of the TCN, its first four bytes big-endian, modulo 100: the rule the share is documented by. */
const shareOf = (tcn: string) => createHash('sha256').update(tcn).digest().readUInt32BE(0) % 100;
/** TCNs of each side of a 10 % share, found by the documented rule. */
function tcnWithShare(inside: boolean): string {
  for (let n = 0; ; n += 1) {
    const tcn = `RL20261128${n.toString(16).toUpperCase().padStart(16, '0')}`;
    if (shareOf(tcn) < 10 === inside) return tcn;
  }
}

async function responseIn(root: string, name: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // An account's responses/ appears with its first answer.
    const names = await readdir(path.join(root, 'responses')).catch(() => [] as string[]);
    if (names.includes(name)) {
      // Complete as soon as it has its final name (linked from the temporary copy, then the copy removed: for an
      // instant both names exist, so the temporary one is waited for, not expected gone).
      const response = readEbtsResponse(new Uint8Array(await readFile(path.join(root, 'responses', name))));
      const leftOver = async () =>
        (await readdir(path.join(root, 'responses'))).filter((other) => other.startsWith('.'));
      while ((await leftOver()).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      expect(await leftOver()).toEqual([]);
      return response;
    }
    if (Date.now() > deadline) throw new Error(`no ${name} in responses/ (${names.join(', ')})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function channelerWith(answers: Partial<AnswerSettings> = {}) {
  const base = loadChannelerConfig({
    DATA_DIR: dataDir,
    CHANNELER_USERNAME: 'eft',
    CHANNELER_PASSWORD: 'pw',
  });
  const config = { ...base, port: 0, answers: { ...base.answers, delayMs: 0, ...answers } };
  return { config, channeler: await startChanneler(config) };
}

it('keeps received files under DATA_DIR and presents the same host key after a restart', async () => {
  const config = {
    ...loadChannelerConfig({ DATA_DIR: dataDir, CHANNELER_USERNAME: 'eft', CHANNELER_PASSWORD: 'pw' }),
    port: 0,
  };
  expect(config.root.startsWith(dataDir)).toBe(true);
  const first = await startChanneler(config);
  const presented = await upload(first.port, '/one.eft', Buffer.from('first file'));
  await first.close();
  expect(presented).toBe(first.hostKeyFingerprint);
  expect(await readFile(path.join(config.root, 'one.eft'), 'utf8')).toBe('first file');

  const second = await startChanneler(config);
  try {
    expect(second.hostKeyFingerprint).toBe(first.hostKeyFingerprint);
    expect(await upload(second.port, '/two.eft', Buffer.from('second'))).toBe(first.hostKeyFingerprint);
    // Beside the files received: the folder its answers go to (issue 28).
    expect((await readdir(config.root)).sort()).toEqual(['one.eft', 'responses', 'two.eft']);
    await expect(
      upload(second.port, '/three.eft', Buffer.from('x'), { username: 'eft', password: 'wrong' }),
    ).rejects.toThrow();
  } finally {
    await second.close();
  }
});

describe('the answer to each EFT file received', () => {
  it('is an ERRT naming the finger for a transmission with a force-captured print, after the file is renamed into place', async () => {
    const { config, channeler } = await channelerWith();
    try {
      const tcn = tcnWithShare(false);
      const eft = submission({
        tcn,
        prints: TEN.map((print) => (print.fgp === 3 ? { ...print, comment: 'FORCE CAPTURED' } : print)),
      });
      await upload(channeler.port, `/${tcn}.eft`, eft, undefined, true);
      const response = await responseIn(config.root, `${tcn}.ERRT.eft`);
      expect(response).toMatchObject({
        tot: 'ERRT',
        tcr: tcn,
        message: 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 03',
        errorCode: 'L0008',
        fingerPosition: 3,
      });
      expect(response.date).toBe(new Date().toISOString().slice(0, 10));
    } finally {
      await channeler.close();
    }
  });

  it('is an SRE for a clean transmission outside the share, and for a recapture even with a forced print', async () => {
    const { config, channeler } = await channelerWith();
    try {
      const clean = tcnWithShare(false);
      await upload(channeler.port, `/${clean}.eft`, submission({ tcn: clean, prints: TEN }));
      expect(await responseIn(config.root, `${clean}.SRE.eft`)).toMatchObject({ tot: 'SRE', tcr: clean });

      const recapture = tcnWithShare(true);
      const forced = TEN.map((print) => (print.fgp === 7 ? { ...print, comment: 'FORCE CAPTURED' } : print));
      await upload(
        channeler.port,
        `/${recapture}.eft`,
        submission({ tcn: recapture, tcr: clean, prints: forced }),
      );
      expect(await responseIn(config.root, `${recapture}.SRE.eft`)).toMatchObject({
        tot: 'SRE',
        tcr: recapture,
      });
      // An unreadable file gets no answer; every readable one got exactly one.
      await upload(channeler.port, '/notes.txt', Buffer.from('not an EFT file'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await readdir(path.join(config.root, 'responses'))).sort()).toEqual([
        `${clean}.SRE.eft`,
        `${recapture}.SRE.eft`,
      ]);
    } finally {
      await channeler.close();
    }
  });

  it("answers a submission in an account's own folder in that folder's responses/, never another's", async () => {
    const { config, channeler } = await channelerWith();
    try {
      await mkdir(path.join(config.root, 'acme'), { recursive: true });
      await mkdir(path.join(config.root, 'birch'), { recursive: true });
      const clean = tcnWithShare(false);
      await upload(channeler.port, `/acme/${clean}.eft`, submission({ tcn: clean, prints: TEN }));
      expect(await responseIn(path.join(config.root, 'acme'), `${clean}.SRE.eft`)).toMatchObject({
        tcr: clean,
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await readdir(path.join(config.root, 'responses'))).toEqual([]);
      expect(await readdir(path.join(config.root, 'birch'))).toEqual([]);
    } finally {
      await channeler.close();
    }
  });

  it('rejects a recapture only when told to, and a file with a print of NFIQ 5', async () => {
    const { config, channeler } = await channelerWith({ rejectRecaptures: true });
    try {
      const tcn = tcnWithShare(false);
      const poor = TEN.map((print) => (print.fgp === 9 ? { ...print, nqm: '5' } : print));
      await upload(
        channeler.port,
        `/${tcn}.eft`,
        submission({ tcn, tcr: 'RL20261127AAAAAAAAAAAAAAAA', prints: poor }),
      );
      expect(await responseIn(config.root, `${tcn}.ERRT.eft`)).toMatchObject({
        tot: 'ERRT',
        fingerPosition: 9,
      });
    } finally {
      await channeler.close();
    }
  });

  it('waits the configured delay before answering', async () => {
    const { config, channeler } = await channelerWith({ delayMs: 700 });
    try {
      const tcn = tcnWithShare(false);
      const sent = Date.now();
      await upload(channeler.port, `/${tcn}.eft`, submission({ tcn, prints: TEN }));
      await responseIn(config.root, `${tcn}.SRE.eft`);
      expect(Date.now() - sent).toBeGreaterThanOrEqual(700);
    } finally {
      await channeler.close();
    }
  });

  it('rejects the clean transmissions whose TCN falls in the share, the same way on every run', () => {
    const settings = { ...ANSWER_DEFAULTS, delayMs: 0 };
    const inside = tcnWithShare(true);
    const outside = tcnWithShare(false);
    expect(answerSubmission(submission({ tcn: inside, prints: TEN }), settings)).toMatchObject({
      tot: 'ERRT',
      messages: ['L0116 - FINGERPRINT SEQUENCE CHECK FAILED'],
    });
    expect(answerSubmission(submission({ tcn: outside, prints: TEN }), settings).tot).toBe('SRE');
    // No share, no reject of a clean file; a whole share, every one.
    expect(
      answerSubmission(submission({ tcn: inside, prints: TEN }), { ...settings, rejectPercent: 0 }).tot,
    ).toBe('SRE');
    expect(
      answerSubmission(submission({ tcn: outside, prints: TEN }), { ...settings, rejectPercent: 100 }).tot,
    ).toBe('ERRT');
    // About one in ten of a thousand TCNs.
    const tcns = Array.from({ length: 1000 }, (_, n) => `RL20261128${String(n).padStart(16, '0')}`);
    const rejected = tcns.filter((tcn) => inRejectShare(tcn, 10));
    expect(rejected).toEqual(tcns.filter((tcn) => shareOf(tcn) < 10));
    expect(rejected.length).toBeGreaterThan(60);
    expect(rejected.length).toBeLessThan(140);
  });

  it('needs N forced prints when told N, and answers a file with fewer by the share', () => {
    const settings = { ...ANSWER_DEFAULTS, forcedToReject: 2, rejectPercent: 0 };
    const tcn = tcnWithShare(false);
    const one = TEN.map((print) => (print.fgp === 2 ? { ...print, comment: 'FORCE CAPTURED' } : print));
    expect(answerSubmission(submission({ tcn, prints: one }), settings).tot).toBe('SRE');
    const two = one.map((print) => (print.fgp === 8 ? { ...print, comment: 'FORCE CAPTURED' } : print));
    expect(answerSubmission(submission({ tcn, prints: two }), settings)).toMatchObject({
      tot: 'ERRT',
      messages: [
        'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 02',
        'FINGER NUMBER 08',
      ],
    });
  });
});

describe('the answer settings', () => {
  it('default to a few seconds, one forced print, 10 % and no recapture rejected', () => {
    expect(loadAnswerSettings({})).toEqual({
      delayMs: 5000,
      forcedToReject: 1,
      rejectPercent: 10,
      rejectRecaptures: false,
    });
  });

  it('are read from the environment and refused when out of range', () => {
    expect(
      loadAnswerSettings({
        CHANNELER_RESPONSE_DELAY_SECONDS: '0.5',
        CHANNELER_REJECT_FORCED: '3',
        CHANNELER_REJECT_PERCENT: '0',
        CHANNELER_REJECT_RECAPTURES: 'true',
      }),
    ).toEqual({ delayMs: 500, forcedToReject: 3, rejectPercent: 0, rejectRecaptures: true });
    expect(() => loadAnswerSettings({ CHANNELER_REJECT_PERCENT: '101' })).toThrow(/CHANNELER_REJECT_PERCENT/);
    expect(() => loadAnswerSettings({ CHANNELER_REJECT_FORCED: '0' })).toThrow(/CHANNELER_REJECT_FORCED/);
    expect(() => loadAnswerSettings({ CHANNELER_RESPONSE_DELAY_SECONDS: '-1' })).toThrow(/DELAY/);
    expect(() => loadAnswerSettings({ CHANNELER_REJECT_RECAPTURES: 'maybe' })).toThrow(/RECAPTURES/);
  });
});
