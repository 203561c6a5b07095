import { describe, expect, it } from 'vitest';
import { inProcessScenarioAgent } from './scenario-agent';
import { listScenarioNames, loadScenario } from './scenario-files';
import { runScenario, type TraceLine } from './run-scenario';

const names = await listScenarioNames();

describe('shipped QA scenarios against the in-process fake agent', () => {
  it('ship the seven scenarios of the issue', () => {
    expect(names).toEqual([
      'amputated-left-index',
      'bandaged-right-thumb',
      'device-lost-and-reconnected',
      'happy-path-roll-and-flat',
      'low-quality-then-force-capture',
      'operator-leaves-and-confirms',
      'recapture-one-finger',
    ]);
  });

  it.each(names)('%s reaches its expected end state and payloads', async (name) => {
    const trace: TraceLine[] = [];
    const result = await runScenario(await loadScenario(name), inProcessScenarioAgent(), {
      lowQualityRetryMs: 0,
      onTrace: (line) => void trace.push(line),
    });
    expect(result).toEqual({ ok: true, difference: null });
    expect(trace.at(-1)).toMatchObject({ kind: 'result', ok: true, scenario: name });
  });

  it('reports the first difference when an expectation does not hold', async () => {
    const scenario = await loadScenario('recapture-one-finger');
    const wrong = { ...scenario, expect: { ...scenario.expect, recaptured: ['LEFT_INDEX_ROLL'] } };
    const result = await runScenario(wrong, inProcessScenarioAgent(), { lowQualityRetryMs: 0 });
    expect(result).toEqual({
      ok: false,
      difference: 'recaptured: expected ["LEFT_INDEX_ROLL"], got ["RIGHT_INDEX_ROLL"]',
    });
  });

  it('fails a wait that never comes true with the state it stayed in', async () => {
    const scenario = await loadScenario('operator-leaves-and-confirms');
    const stuck = { ...scenario, steps: [{ waitFor: { state: 'active.flow.signature', timeoutMs: 50 } }] };
    const result = await runScenario(stuck, inProcessScenarioAgent());
    expect(result.difference).toMatch(
      /^waited 50 ms for .* in active\.flow\.transactionDetail active\.dialog\.closed$/,
    );
  });

  it('fails a scenario whose agent cannot be reached instead of crashing', async () => {
    const unreachable = {
      ...inProcessScenarioAgent(),
      label: 'nowhere',
      clearFaults: () => Promise.reject(new Error('down')),
    };
    const result = await runScenario(await loadScenario('happy-path-roll-and-flat'), unreachable);
    expect(result).toEqual({ ok: false, difference: 'agent nowhere did not clear its faults: down' });
  });
});
