import type { NistField, NistRecord, NistTaggedRecord, NistTransaction } from '../an2k/nist-record';
import { EBTS_TOTS, type EbtsTot } from './ebts-description';
import { EBTS_FIELD_RULES, type EbtsFieldRule } from './ebts-field-rules';
import type { EbtsProblem } from './ebts-problem';
import { fingersShownAt } from './finger-position';
import { photoColorSpace } from './photo-color-space';

function fieldId(recordType: number, field: number): string {
  return `${recordType}.${String(field).padStart(3, '0')}`;
}

function firstItem(record: NistTaggedRecord, number: number): string | undefined {
  const field = record.fields.find((candidate) => candidate.number === number);
  return field?.kind === 'text' ? field.subfields[0]?.[0] : undefined;
}

function allFirstItems(record: NistTaggedRecord, number: number): string[] {
  const field = record.fields.find((candidate) => candidate.number === number);
  return field?.kind === 'text' ? field.subfields.map((items) => items[0] ?? '') : [];
}

function checkRecord(
  record: NistTaggedRecord,
  index: number,
  tot: EbtsTot | undefined,
  problems: EbtsProblem[],
): void {
  const suffix = record.type === 1 || record.type === 2 ? '' : ` (record ${index + 1})`;
  const rules = EBTS_FIELD_RULES.filter((rule) => rule.recordType === record.type);
  const byNumber = new Map<number, NistField>(record.fields.map((field) => [field.number, field]));
  const report = (rule: EbtsFieldRule, text: string): void => {
    const field = fieldId(rule.recordType, rule.field);
    problems.push({
      field,
      name: rule.name,
      record: index + 1,
      message: `${field} ${rule.name} ${text}${suffix}`,
    });
  };
  for (const rule of rules) {
    const field = byNumber.get(rule.field);
    if (field === undefined) {
      // Without a known TOT, only what every applicant TOT requires can be demanded.
      const mandatory =
        tot === undefined
          ? EBTS_TOTS.every((t) => rule.mandatoryFor.includes(t))
          : rule.mandatoryFor.includes(tot);
      if (mandatory) report(rule, `is mandatory for ${tot ?? 'every applicant TOT'}`);
      continue;
    }
    const problem = rule.check?.(field);
    if (problem !== undefined) report(rule, problem);
  }
}

/** Impression types for plain (flat) captures; positions 11-15 are always plain. */
function checkImpression(record: NistTaggedRecord, index: number, problems: EbtsProblem[]): void {
  const impression = firstItem(record, 3);
  const plain = impression === '0' || impression === '2';
  for (const position of allFirstItems(record, 13).map(Number)) {
    if (position >= 11 && !plain) {
      problems.push({
        field: '14.003',
        name: 'IMP',
        record: index + 1,
        message: `14.003 IMP must be a plain impression (0 or 2) for finger position ${position} (record ${index + 1})`,
      });
    }
  }
}

/** Every finger 1-10 must be printed somewhere or annotated as missing in 14.018 AMP. */
function checkFingersAccounted(prints: readonly NistTaggedRecord[], problems: EbtsProblem[]): void {
  const accounted = new Set<number>();
  for (const record of prints) {
    allFirstItems(record, 13).forEach((position) =>
      fingersShownAt(Number(position)).forEach((f) => accounted.add(f)),
    );
    allFirstItems(record, 18).forEach((position) => accounted.add(Number(position)));
  }
  const missing = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((finger) => !accounted.has(finger));
  if (missing.length > 0) {
    problems.push({
      field: '14.013',
      name: 'FGP',
      message: `14.013 FGP finger(s) ${missing.join(', ')} neither printed nor annotated in 14.018 AMP`,
    });
  }
}

/** 14.022 NQM names exactly the fingers the image shows less those 14.018 AMP marks missing. */
function checkQualityFingers(record: NistTaggedRecord, index: number, problems: EbtsProblem[]): void {
  const scored = allFirstItems(record, 22).map(Number);
  if (scored.length === 0) return;
  const missing = new Set(allFirstItems(record, 18).map(Number));
  const present = allFirstItems(record, 13).flatMap((position) =>
    fingersShownAt(Number(position)).filter((finger) => !missing.has(finger)),
  );
  const same = scored.length === present.length && [...scored].sort().join() === [...present].sort().join();
  if (!same) {
    problems.push({
      field: '14.022',
      name: 'NQM',
      record: index + 1,
      message: `14.022 NQM must score finger(s) ${present.join(', ') || 'none'}, the ones the image shows, not ${scored.join(', ')} (record ${index + 1})`,
    });
  }
}

/** 10.012 CSP agrees with the photo's own bytes: GRAY for a one-channel image, a colour space otherwise. */
function checkPhotoColorSpace(record: NistTaggedRecord, index: number, problems: EbtsProblem[]): void {
  const data = record.fields.find((field) => field.number === 999);
  const actual = data?.kind === 'binary' ? photoColorSpace(data.data) : undefined;
  const declared = firstItem(record, 12);
  if (actual === undefined || declared === undefined) return;
  if ((actual === 'GRAY') !== (declared === 'GRAY')) {
    problems.push({
      field: '10.012',
      name: 'CSP',
      record: index + 1,
      message: `10.012 CSP must be ${actual === 'GRAY' ? 'GRAY for this one-channel image' : 'a colour space (SRGB) for this colour image'}, not ${declared} (record ${index + 1})`,
    });
  }
}

/**
 * Checks an EBTS applicant transaction against the rule table: mandatory fields per TOT, field formats and
 * ranges, and that all ten fingers are printed or annotated. Returns every problem; empty means valid.
 */
export function validateEbts(transaction: NistTransaction): EbtsProblem[] {
  const problems: EbtsProblem[] = [];
  const [type1] = transaction.records;
  if (type1 === undefined || type1.encoding !== 'tagged' || type1.type !== 1) {
    return [{ message: 'transaction must start with a Type-1 record' }];
  }
  const totValue = firstItem(type1, 4);
  const tot = EBTS_TOTS.find((candidate) => candidate === totValue);
  const tagged = transaction.records
    .map((record, index) => ({ record, index }))
    .filter(
      (entry): entry is { record: NistTaggedRecord; index: number } => entry.record.encoding === 'tagged',
    );
  for (const { record, index } of tagged) checkRecord(record, index, tot, problems);

  const typeCount = (type: number): number =>
    transaction.records.filter((record: NistRecord) => record.type === type).length;
  if (typeCount(2) !== 1)
    problems.push({ message: `transaction must hold exactly one Type-2 record, found ${typeCount(2)}` });
  const prints = tagged.filter((entry) => entry.record.type === 14);
  if (prints.length === 0) problems.push({ message: 'transaction must hold Type-14 fingerprint records' });
  for (const { record, index } of prints) {
    checkImpression(record, index, problems);
    checkQualityFingers(record, index, problems);
  }
  for (const { record, index } of tagged.filter((entry) => entry.record.type === 10)) {
    checkPhotoColorSpace(record, index, problems);
  }
  if (prints.length > 0)
    checkFingersAccounted(
      prints.map((entry) => entry.record),
      problems,
    );
  const unexpected = transaction.records.filter((record) => ![1, 2, 10, 14].includes(record.type));
  if (unexpected.length > 0) {
    problems.push({
      message: `record types ${[...new Set(unexpected.map((r) => r.type))].join(', ')} are not part of an applicant submission`,
    });
  }
  return problems;
}
