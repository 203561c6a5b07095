import { readAn2k, validateEbts } from '@ridgeline/nist';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createBlobStore } from '../blob-store/create-blob-store';
import type { BlobStore } from '../blob-store/blob-store';
import type { Database } from '../db/database';
import { biometricTransactions, files, locations, oris, partnerServices, services } from '../db/schema';
import { createSecretBox } from '../secrets/secret-box';
import { openTestDatabase } from '../test/test-database';
import { seedDemoPrints } from './biometric-transactions';
import { seedDemoData } from './demo-data';

/*
 * Issue 27: every seeded transaction is one the product could have produced. Each one past the capture carries an
 * EFT file that passes the EBTS rules and reads back through the `ridgeline-nist inspect` command with the TOT its
 * service's FBI product is sent as (docs/decisions.md "EFT files": FBIBGCHECK DOCE, FBIBGCHECK1 NFUF) and the ORI
 * its record names.
 */
const TOT_OF = { FBIBGCHECK: 'DOCE', FBIBGCHECK1: 'NFUF' } as Record<string, string>;
const root = new URL('../../../..', import.meta.url).pathname;

let database: Database;
let dir: string;
let blobs: BlobStore;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoData(database.db);
  dir = await mkdtemp(path.join(tmpdir(), 'demo-eft-'));
  blobs = createBlobStore({ dataDir: dir, s3: undefined });
  await seedDemoPrints(database.db, blobs, createSecretBox(randomBytes(32)));
}, 240_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

interface Inspected {
  type: number;
  fields: { field: string; subfields?: string[][] }[];
}
const field = (record: Inspected | undefined, tag: string) =>
  record?.fields.find((entry) => entry.field === tag)?.subfields?.map((item) => item.join('^'));

it('gives every seeded transaction past the capture a valid EFT file with its service TOT and ORI', async () => {
  const rows = await database.db
    .select({
      row: biometricTransactions,
      productCode: services.productCode,
      oriNumber: oris.oriNumber,
      partnerId: locations.partnerId,
    })
    .from(biometricTransactions)
    .leftJoin(partnerServices, eq(partnerServices.id, biometricTransactions.partnerServiceId))
    .leftJoin(services, eq(services.id, partnerServices.serviceId))
    .leftJoin(oris, eq(oris.id, biometricTransactions.oriId))
    .leftJoin(locations, eq(locations.id, biometricTransactions.locationId));
  const done = rows.filter(({ row }) => row.status !== 'IN_PROGRESS');
  // Both tenants' records: one in each status past the capture and the recapture's completion.
  expect(new Set(done.map(({ row }) => row.partnerId)).size).toBe(2);
  expect(done.length).toBeGreaterThanOrEqual(10);
  for (const { row, productCode, oriNumber, partnerId } of done) {
    expect(partnerId).toBe(row.partnerId);
    expect(productCode, `${row.lastName}'s service`).toBeTruthy();
    expect(oriNumber, `${row.lastName}'s ORI`).toBeTruthy();
    expect(row.eftFileId, `${row.lastName} (${row.status}) has an EFT file`).toBeTruthy();
    const [file] = await database.db.select().from(files).where(eq(files.id, row.eftFileId!));
    const stored = await blobs.get(file!.blobKey);
    const bytes = new Uint8Array(stored!.bytes);
    expect(validateEbts(readAn2k(bytes)), `${row.lastName}'s EFT file`).toEqual([]);
    const onDisk = path.join(dir, `${row.id}.eft`);
    await writeFile(onDisk, bytes);
    const { stdout } = await promisify(execFile)('npx', ['ridgeline-nist', 'inspect', onDisk, '--json'], {
      cwd: root,
    });
    const records = (JSON.parse(stdout) as { records: Inspected[] }).records;
    const type1 = records.find((record) => record.type === 1);
    const type2 = records.find((record) => record.type === 2);
    expect(field(type1, '1.004')).toEqual([TOT_OF[productCode!]]);
    expect(field(type1, '1.008')).toEqual([oriNumber]);
    expect(field(type1, '1.009')).toEqual([row.transactionControlNumber]);
    expect(field(type2, '2.018')?.[0]).toBe(`${row.lastName},${row.firstName}`.toUpperCase());
  }
}, 240_000);
