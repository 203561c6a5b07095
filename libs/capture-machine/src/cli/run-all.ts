import { inProcessScenarioAgent, remoteScenarioAgent } from './scenario-agent';
import { listScenarioNames, loadScenario } from './scenario-files';
import { runScenario, type TraceLine } from './run-scenario';

/** Every shipped scenario in turn; prints one line each (and the trace of a failure), returns the exit code. */
export async function runAllScenarios(options: {
  agentUrl?: string | undefined;
  verbose: boolean;
}): Promise<number> {
  const agent = options.agentUrl ? remoteScenarioAgent(options.agentUrl) : inProcessScenarioAgent();
  let failures = 0;
  for (const name of await listScenarioNames()) {
    const scenario = await loadScenario(name);
    const trace: TraceLine[] = [];
    const started = performance.now();
    const result = await runScenario(scenario, agent, { onTrace: (line) => void trace.push(line) });
    const ms = Math.round(performance.now() - started);
    if (result.ok) {
      process.stdout.write(`PASS ${name} (${ms} ms, ${trace.length} trace lines) against ${agent.label}\n`);
    } else {
      failures += 1;
      process.stdout.write(`FAIL ${name} (${ms} ms) against ${agent.label}: ${result.difference}\n`);
    }
    if (options.verbose || !result.ok) {
      for (const line of trace) process.stdout.write(`  ${JSON.stringify(line)}\n`);
    }
  }
  return failures === 0 ? 0 : 1;
}
