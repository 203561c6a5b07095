import type { ModelConfig } from './model-configs';
import { initialState, referenceStep, type RefEvent, type RefState } from './reference-model';

export interface ModelCase {
  /** From the start: the shortest known path to a state, then one event taken there. */
  path: RefEvent[];
}

/** What tells states apart; counts past the force-capture threshold behave alike, so they are one state. */
function stateKey(state: RefState): string {
  return JSON.stringify({ ...state, counter: Math.min(state.counter, 4) });
}

const label = (state: RefState, index: number) =>
  `#${index} ${state.at} (step ${state.step}, dialog ${state.dialog}, counter ${state.counter}, ` +
  `prints ${Object.keys(state.prints).length}${state.session ? ', session' : ''}${
    state.leftThumbMarked ? ', thumb marked' : ''
  }${state.auto ? '' : ', manual'}${state.recapture ? ', recapture' : ''})`;

/**
 * Breadth-first over the reference model with the config's events: every reachable state (up to the config's
 * bounds) and, from each, every event, so each transition and each ignored event is tried against the machine.
 */
export function explore(config: ModelConfig): { states: number; cases: Map<string, ModelCase[]> } {
  const start = initialState(config.input);
  const seen = new Map<string, RefEvent[]>([[stateKey(start), []]]);
  const queue: { state: RefState; path: RefEvent[] }[] = [{ state: start, path: [] }];
  const cases = new Map<string, ModelCase[]>();
  let index = 0;
  while (queue.length > 0) {
    const { state, path } = queue.shift()!;
    index += 1;
    const expand = config.expand ? config.expand(state, path.length) : true;
    if (!expand) continue;
    const group: ModelCase[] = [];
    for (const event of config.events) {
      const outcome = referenceStep(state, event);
      if (!outcome) continue;
      group.push({ path: [...path, event] });
      const key = stateKey(outcome.state);
      if (!seen.has(key)) {
        seen.set(key, [...path, event]);
        queue.push({ state: outcome.state, path: [...path, event] });
      }
    }
    if (group.length > 0) cases.set(label(state, index), group);
  }
  return { states: seen.size, cases };
}
