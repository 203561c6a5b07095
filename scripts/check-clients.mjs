#!/usr/bin/env node
// `npm run check:clients`: fails when openapi/ has lint errors, or when the committed bundles or generated
// client types differ from what openapi/ produces now (someone changed a YAML file without regenerating).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, generateClients } from './generate-clients.mjs';

function lint() {
  try {
    execFileSync(
      join(ROOT, 'node_modules/.bin/redocly'),
      ['lint', '--config', 'openapi/redocly.yaml', '--format', 'summary'],
      {
        cwd: ROOT,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return true;
  } catch (error) {
    process.stderr.write(String(error.stdout ?? '') + String(error.stderr ?? ''));
    console.error(
      'check:clients: Redocly lint reports errors in openapi/ (npx redocly lint --config openapi/redocly.yaml)',
    );
    return false;
  }
}

const scratch = mkdtempSync(join(tmpdir(), 'ridgeline-clients-'));
try {
  if (!lint()) process.exit(1);
  const files = await generateClients(scratch);
  const drifted = files.filter((file) => {
    const committed = join(ROOT, file);
    return (
      !existsSync(committed) || readFileSync(committed, 'utf8') !== readFileSync(join(scratch, file), 'utf8')
    );
  });
  for (const file of drifted) {
    console.error(`check:clients: ${file} is out of date with openapi/: run npm run generate:clients`);
  }
  if (drifted.length > 0) process.exitCode = 1;
  else console.log(`check:clients: ${files.length} generated files match openapi/`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
