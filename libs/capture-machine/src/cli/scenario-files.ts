import { readFile, readdir } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseScenario, type Scenario } from './scenario';

/** The shipped scenarios: libs/capture-machine/scenarios/<name>.json. */
export const SCENARIO_DIR = fileURLToPath(new URL('../../scenarios/', import.meta.url));

export async function listScenarioNames(): Promise<string[]> {
  const files = await readdir(SCENARIO_DIR);
  return files
    .filter((file) => file.endsWith('.json'))
    .map((file) => basename(file, '.json'))
    .sort();
}

/** A shipped scenario by name, or any scenario file by path (anything with a slash or ending in .json). */
export async function loadScenario(nameOrFile: string): Promise<Scenario> {
  const isFile = nameOrFile.includes('/') || nameOrFile.endsWith('.json');
  const file = isFile ? resolve(nameOrFile) : resolve(SCENARIO_DIR, `${nameOrFile}.json`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    const known = (await listScenarioNames()).join(', ');
    throw new Error(`No scenario ${nameOrFile} (${file}); shipped scenarios: ${known}`);
  }
  return parseScenario(JSON.parse(text), file);
}
