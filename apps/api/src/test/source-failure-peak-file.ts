import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../.data');
const database = process.env['DATABASE_URL'] ? 'postgresql' : 'pglite';

/** Where each test file of this run appends its peak (one line: count and file); PGlite and PostgreSQL apart. */
export const PEAK_LINES = path.join(dataDir, `sign-in-source-peak.${database}.lines`);
/** The run's summary, read by the lead for the issue note. */
export const PEAK_SUMMARY = path.join(dataDir, `sign-in-source-peak.${database}.txt`);
