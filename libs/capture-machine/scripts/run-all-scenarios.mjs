#!/usr/bin/env node
// Runs every shipped scenario against the agent at --agent URL (the in-process fake agent without it) and
// exits non-zero on any failure. `npm test` calls it with a running agent simulator.
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { runAllScenarios } = await import('../src/cli/run-all.ts');

const { values } = parseArgs({ options: { agent: { type: 'string' }, verbose: { type: 'boolean' } } });
process.exitCode = await runAllScenarios({ agentUrl: values.agent, verbose: values.verbose ?? false });
