import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../seed/demo-data';
import { openTestDatabase } from './test-database';

/**
 * Vitest global setup: seeds the demo data once into a migrated PGlite and hands its data folder (a tarball) to the
 * test files, which start from a copy (openTestDatabaseWithDemoData). It runs in vitest's main process, once per
 * vitest instance; under Stryker that is once per test-runner process, while each mutant's run starts its test
 * files in a fresh worker that would otherwise seed again (2-3 s of each file's start on a loaded machine). Made
 * afresh each time, from the seed as it is now, so it never outlives a change to the demo data.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // On a PostgreSQL server the test files share one database; a PGlite tarball is of no use to them.
  if (process.env['DATABASE_URL']) return undefined;
  const database = await openTestDatabase();
  try {
    await seedDemoData(database.db);
    const tarball = await database.pglite!.dumpDataDir('none');
    const file = path.join(os.tmpdir(), `ridgeline-test-demo-data-${randomUUID()}.tar`);
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    project.provide('demoDataTemplate', file);
    return () => rm(file, { force: true });
  } finally {
    await database.close();
  }
}
