import { describe, expect, it } from 'vitest';
import { EbtsResponseError, readEbtsResponse } from './read-ebts-response';

/*
 * Fixtures are spelled out byte by byte from the ANSI/NIST traditional encoding (GS 0x1D between fields, FS 0x1C
 * after a record, US 0x1F between items, RS 0x1E between subfields; x.001 LEN counts the record's own bytes) and
 * from the EBTS 9.1 field list of the SRE and ERRT (Type-1 TOT, DAT, DAI, ORI, TCN, TCR; Type-2 MSG for an ERRT),
 * not from Ridgeline's writer. The messages follow EBTS's error wording: a code, then the FBI's sentence.
 */
const GS = '\x1d';
const FS = '\x1c';
const US = '\x1f';
const RS = '\x1e';

/** One tagged record with its LEN computed the way the standard defines it (the length includes itself). */
function record(type: number, fields: readonly [string, string][]): string {
  const body = fields.map(([tag, value]) => `${type}.${tag}:${value}`).join(GS);
  let length = 0;
  for (;;) {
    const text = `${type}.001:${length}${GS}${body}${FS}`;
    if (text.length === length) return text;
    length = text.length;
  }
}

function transaction(tot: string, type1: Record<string, string>, msg?: readonly string[]): Uint8Array {
  const hasType2 = msg !== undefined;
  const first = record(1, [
    ['002', '0502'],
    ['003', hasType2 ? `1${US}1${RS}2${US}00` : `1${US}0`],
    ['004', tot],
    ['005', type1.dat ?? '20261127'],
    ['007', type1.dai ?? 'WVATF0900'],
    ['008', type1.ori ?? 'WVIAFIS0Z'],
    ...(type1.tcn === undefined ? [] : ([['009', type1.tcn]] as [string, string][])),
    ...(type1.tcr === undefined ? [] : ([['010', type1.tcr]] as [string, string][])),
    ['011', '00.00'],
    ['012', '00.00'],
  ]);
  const second = hasType2
    ? record(2, [['002', '00'], ...(msg.length ? [['060', msg.join(RS)] as [string, string]] : [])])
    : '';
  return new Uint8Array(Buffer.from(first + second, 'latin1'));
}

const TCN = 'RL20261126000123';
const FBI_TCN = 'E2026112700004567';

describe('readEbtsResponse', () => {
  it('reads an SRE: its TCR, TCN and date, and nothing of its Type-2 (which may carry criminal history)', () => {
    const bytes = transaction('SRE', { tcn: FBI_TCN, tcr: TCN, dat: '20261127' }, ['NO RECORD']);
    expect(readEbtsResponse(bytes)).toEqual({ tot: 'SRE', tcr: TCN, tcn: FBI_TCN, date: '2026-11-27' });
  });

  it('reads an SRE without a Type-2', () => {
    expect(readEbtsResponse(transaction('SRE', { tcn: FBI_TCN, tcr: TCN })).tcr).toBe(TCN);
  });

  it('reads an ERRT: the message, its EBTS code and the finger position it names', () => {
    const message = 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED. FINGER NUMBER 03';
    const response = readEbtsResponse(
      transaction('ERRT', { tcn: FBI_TCN, tcr: TCN, dat: '20261128' }, [message]),
    );
    expect(response).toEqual({
      tot: 'ERRT',
      tcr: TCN,
      tcn: FBI_TCN,
      date: '2026-11-28',
      message,
      errorCode: 'L0008',
      fingerPosition: 3,
    });
  });

  it('joins several MSG subfields and names no finger when none or several are named', () => {
    const response = readEbtsResponse(
      transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, [
        'L0116 - FINGERPRINT SEQUENCE CHECK FAILED',
        'FINGER 2 AND FINGER 7 APPEAR TO BE REVERSED',
      ]),
    );
    expect(response.message).toBe(
      'L0116 - FINGERPRINT SEQUENCE CHECK FAILED\nFINGER 2 AND FINGER 7 APPEAR TO BE REVERSED',
    );
    expect(response.errorCode).toBe('L0116');
    expect(response.fingerPosition).toBeUndefined();
  });

  it('keeps a message without a code, without a code', () => {
    const response = readEbtsResponse(
      transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, ['TRANSACTION REJECTED']),
    );
    expect(response.errorCode).toBeUndefined();
    expect(response.message).toBe('TRANSACTION REJECTED');
  });

  it.each([
    ['a TCR missing', transaction('SRE', { tcn: FBI_TCN }), /1\.010 TCR is missing/],
    ['a TCR too short', transaction('SRE', { tcn: FBI_TCN, tcr: 'SHORT' }), /1\.010 TCR must be 10-40/],
    ['a TCN missing', transaction('SRE', { tcr: TCN }), /1\.009 TCN is missing/],
    ['a submission TOT', transaction('FAUF', { tcn: FBI_TCN, tcr: TCN }), /TOT FAUF is not an SRE or ERRT/],
    ['an impossible date', transaction('SRE', { tcn: FBI_TCN, tcr: TCN, dat: '20260231' }), /1\.005 DAT/],
    ['a bad ORI', transaction('SRE', { tcn: FBI_TCN, tcr: TCN, ori: 'WV' }), /1\.008 ORI/],
    ['an ERRT without Type-2', transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }), /must have a Type-2/],
    ['an ERRT without MSG', transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, []), /2\.060 MSG is missing/],
    [
      'a MSG of 12 subfields',
      transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, Array(12).fill('X')),
      /1-11 subfields/,
    ],
    [
      'a MSG over 300 characters',
      transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, ['X'.repeat(301)]),
      /1-300/,
    ],
    ['text that is not ANSI/NIST', new TextEncoder().encode('hello'), /Not an ANSI\/NIST file/],
    ['an empty file', new Uint8Array(0), /Not an ANSI\/NIST file/],
  ])('refuses %s', (_what, bytes, reason) => {
    expect(() => readEbtsResponse(bytes)).toThrow(EbtsResponseError);
    expect(() => readEbtsResponse(bytes)).toThrow(reason);
  });

  it('refuses a file cut short (half-written)', () => {
    const whole = transaction('ERRT', { tcn: FBI_TCN, tcr: TCN }, ['L0008 - QUALITY']);
    expect(() => readEbtsResponse(whole.slice(0, whole.length - 20))).toThrow(EbtsResponseError);
  });
});

describe('encodeEbtsResponse (the demo channeler writes what the reader reads)', () => {
  it('writes an ERRT and an SRE the reader reads back', async () => {
    const { encodeEbtsResponse } = await import('./encode-ebts-response');
    const base = {
      controlNumber: FBI_TCN,
      controlReference: TCN,
      date: '2026-11-28',
      destinationAgency: 'WVATF0900',
      originatingAgency: 'WVIAFIS0Z',
    };
    expect(readEbtsResponse(encodeEbtsResponse({ ...base, tot: 'SRE' }))).toEqual({
      tot: 'SRE',
      tcr: TCN,
      tcn: FBI_TCN,
      date: '2026-11-28',
    });
    const errt = readEbtsResponse(
      encodeEbtsResponse({ ...base, tot: 'ERRT', messages: ['L0008 - QUALITY TOO LOW'] }),
    );
    expect(errt.errorCode).toBe('L0008');
  });
});
