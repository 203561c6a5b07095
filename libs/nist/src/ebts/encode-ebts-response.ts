import type { NistField, NistTaggedRecord } from '../an2k/nist-record';
import { writeAn2k } from '../an2k/write-an2k';
import type { EbtsResponseTot } from './read-ebts-response';

/** What a channeler (the demo's local one) answers a submission with. */
export interface EbtsResponseDescription {
  readonly tot: EbtsResponseTot;
  /** 1.009 TCN of the response itself. */
  readonly controlNumber: string;
  /** 1.010 TCR: the submission's TCN. */
  readonly controlReference: string;
  /** `YYYY-MM-DD` or `YYYYMMDD`. */
  readonly date: string;
  /** 1.007 DAI: the submitter (the answer goes back to it). */
  readonly destinationAgency: string;
  /** 1.008 ORI: the FBI. */
  readonly originatingAgency: string;
  /** ERRT: 2.060 MSG lines, one subfield each. */
  readonly messages?: readonly string[];
}

const value = (number: number, item: string): NistField => ({ kind: 'text', number, subfields: [[item]] });

/**
 * An SRE or ERRT in traditional encoding, for the demo's channeler: Type-1 with TCN and TCR, and a Type-2 with
 * 2.060 MSG for an ERRT (an SRE gets none: the demo has no history to report).
 */
export function encodeEbtsResponse(description: EbtsResponseDescription): Uint8Array {
  const messages = description.messages ?? [];
  const type2: NistTaggedRecord[] =
    description.tot === 'ERRT'
      ? [
          {
            encoding: 'tagged',
            type: 2,
            fields: [value(2, '00'), { kind: 'text', number: 60, subfields: messages.map((line) => [line]) }],
          },
        ]
      : [];
  const type1: NistTaggedRecord = {
    encoding: 'tagged',
    type: 1,
    fields: [
      value(2, '0502'),
      { kind: 'text', number: 3, subfields: [['1', String(type2.length)], ...type2.map(() => ['2', '00'])] },
      value(4, description.tot),
      value(5, description.date.replaceAll('-', '')),
      value(7, description.destinationAgency),
      value(8, description.originatingAgency),
      value(9, description.controlNumber),
      value(10, description.controlReference),
      value(11, '00.00'),
      value(12, '00.00'),
    ],
  };
  return writeAn2k({ records: [type1, ...type2] });
}
