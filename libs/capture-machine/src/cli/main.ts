import { parseArgs } from 'node:util';
import { inProcessScenarioAgent, remoteScenarioAgent } from './scenario-agent';
import { listScenarioNames, loadScenario } from './scenario-files';
import { runScenario } from './run-scenario';

const USAGE = `Usage: ridgeline-capture-sim --scenario NAME|FILE [--agent URL]
       ridgeline-capture-sim --list

Runs the capture machine through a scenario against the agent simulator at URL (its /sim/faults endpoint
injects the faults) or, without --agent, against an in-process fake agent. Prints the transition trace as
JSON lines; exits 0 when the expected end state and payloads are reached, 1 with the first difference.`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string' },
      agent: { type: 'string' },
      list: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (values.list) {
    process.stdout.write(`${(await listScenarioNames()).join('\n')}\n`);
    return 0;
  }
  if (!values.scenario) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const scenario = await loadScenario(values.scenario);
  const agent = values.agent ? remoteScenarioAgent(values.agent) : inProcessScenarioAgent();
  const result = await runScenario(scenario, agent, {
    onTrace: (line) => process.stdout.write(`${JSON.stringify(line)}\n`),
  });
  if (!result.ok) process.stderr.write(`FAIL ${scenario.name}: ${result.difference}\n`);
  return result.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
