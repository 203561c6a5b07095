import { createHash } from 'node:crypto';
import { SEQUENCE_CHECK_ERROR, printQualityError, readAn2k, type NistTaggedRecord } from '@ridgeline/nist';
import type { AnswerSettings } from './config';

/** The FBI's CJIS division: the ORI (1.008) of its answers, as it is the DAI (1.007) of every submission. */
export const FBI_ORI = 'WVIAFIS0Z';

/** What the channeler answers one submission with, before it is encoded. */
export interface SubmissionAnswer {
  tot: 'SRE' | 'ERRT';
  /** The submission's 1.009 TCN, answered in the response's 1.010 TCR. */
  tcr: string;
  /** The submission's 1.008 ORI, the response's 1.007 DAI. */
  submitter: string;
  /** ERRT: the 2.060 MSG lines. */
  messages: string[];
  /** Why: the rule that chose the answer, for the channeler's log and the tests. */
  why: 'forced' | 'low-quality' | 'share' | 'recapture' | 'clean';
}

/** 2.060 MSG holds at most 11 subfields. */
const MAX_MESSAGES = 11;

/**
 * Whether the share of clean transmissions answered by an ERRT takes this one: the first four bytes of the TCN's
 * SHA-256, big-endian, modulo 100, below the percentage. The same TCN gets the same answer on every run.
 */
export function inRejectShare(tcn: string, percent: number): boolean {
  return createHash('sha256').update(tcn, 'latin1').digest().readUInt32BE(0) % 100 < percent;
}

function items(record: NistTaggedRecord, number: number): readonly (readonly string[])[] {
  const field = record.fields.find((candidate) => candidate.number === number);
  return field?.kind === 'text' ? field.subfields : [];
}
const first = (record: NistTaggedRecord, number: number) => items(record, number)[0]?.[0];

/**
 * Decides the answer to one received EFT file (an EBTS submission, read with libs/nist): ERRT when at least
 * `forcedToReject` impressions are force-captured (14.020 COM says FORCE CAPTURED, as Ridgeline writes it) or any
 * impression scores NFIQ 5 (14.022 NQM, the worst), and for `rejectPercent` % of the rest by TCN; never for a
 * transmission that refers to an earlier one (1.010 TCR: a recapture) unless `rejectRecaptures`. SRE otherwise.
 * Throws the reader's error for a file that is not ANSI/NIST or has no TCN.
 */
export function answerSubmission(eft: Uint8Array, settings: AnswerSettings): SubmissionAnswer {
  const records = readAn2k(eft).records.filter(
    (record): record is NistTaggedRecord => record.encoding === 'tagged',
  );
  const type1 = records.find((record) => record.type === 1);
  const tcr = type1 && first(type1, 9);
  if (!type1 || !tcr) throw new Error('the file has no Type-1 record with a 1.009 TCN');
  const base = { tcr, submitter: first(type1, 8) ?? '' };
  if (first(type1, 10) !== undefined && !settings.rejectRecaptures) {
    return { ...base, tot: 'SRE', messages: [], why: 'recapture' };
  }
  const prints = records.filter((record) => record.type === 14);
  const forced = prints.filter((record) => /FORCE[ -]?CAPTURED/i.test(first(record, 20) ?? ''));
  const poor = prints.filter((record) => items(record, 22).some((pair) => pair[1] === '5'));
  const position = (record: NistTaggedRecord) => first(record, 13) ?? '00';
  if (forced.length >= settings.forcedToReject || poor.length > 0) {
    const named = [...new Set([...forced, ...poor])].slice(0, MAX_MESSAGES);
    return {
      ...base,
      tot: 'ERRT',
      messages: named.map((record, index) =>
        index === 0
          ? printQualityError(position(record))
          : `FINGER NUMBER ${position(record).padStart(2, '0')}`,
      ),
      why: forced.length >= settings.forcedToReject ? 'forced' : 'low-quality',
    };
  }
  if (inRejectShare(tcr, settings.rejectPercent)) {
    return { ...base, tot: 'ERRT', messages: [SEQUENCE_CHECK_ERROR], why: 'share' };
  }
  return { ...base, tot: 'SRE', messages: [], why: 'clean' };
}
