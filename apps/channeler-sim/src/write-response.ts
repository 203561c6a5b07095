import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeEbtsResponse } from '@ridgeline/nist';
import { FBI_ORI, type SubmissionAnswer } from './answer-submission';

/** The folder under the channeler's root its answers go to (the demo destination's response folder). */
export const RESPONSES_FOLDER = 'responses';

/** The answer's file name: the submission's TCN and the response type, e.g. `RL20261128ABCDEF0123456789.ERRT.eft`. */
export function responseFileName(answer: Pick<SubmissionAnswer, 'tcr' | 'tot'>): string {
  return `${answer.tcr.replace(/[^A-Za-z0-9_-]/g, '_')}.${answer.tot}.eft`;
}

/**
 * Writes the answer into the `responses/` folder beside the submission (an account's own folder, so two partners
 * sending to one channeler each read only their own answers), the way a careful sender does: the bytes under a dot-prefixed `.tmp` name
 * (which a poll leaves alone), then linked to the final name, so a reader never sees a partial file. A final name
 * already there means this submission was answered before (the same file received twice): nothing is written.
 * Answers the final name, or null when it was there already.
 */
export function writeResponse(uploadFolder: string, answer: SubmissionAnswer, now: Date): string | null {
  const date = now.toISOString().slice(0, 10);
  const bytes = encodeEbtsResponse({
    tot: answer.tot,
    // The response's own TCN: the FBI's, here derived from the submission's so a rerun names it alike.
    controlNumber: `WV${date.replaceAll('-', '')}${createHash('sha256').update(`${answer.tot}:${answer.tcr}`).digest('hex').slice(0, 16).toUpperCase()}`,
    controlReference: answer.tcr,
    date,
    destinationAgency: answer.submitter,
    originatingAgency: FBI_ORI,
    messages: answer.messages,
  });
  const folder = path.join(uploadFolder, RESPONSES_FOLDER);
  mkdirSync(folder, { recursive: true });
  const name = responseFileName(answer);
  const temporary = path.join(folder, `.${name}.${process.pid}.${now.getTime()}.tmp`);
  writeFileSync(temporary, bytes);
  try {
    linkSync(temporary, path.join(folder, name));
    return name;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  } finally {
    unlinkSync(temporary);
  }
}
