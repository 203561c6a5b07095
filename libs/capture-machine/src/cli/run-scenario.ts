import { NAVIGATION_STEP_STORAGE_KEY } from '@ridgeline/domain';
import type { InspectionEvent, SnapshotFrom, StateValue } from 'xstate';
import type { CaptureMachine } from '../capture-machine';
import { FORCE_CAPTURE_AFTER } from '../capture-constants';
import { isItemSkipped } from '../capture-sequence';
import type { CaptureEvent } from '../capture-types';
import { createCaptureActor } from '../create-capture-actor';
import type { LeaveDialog } from '../leave-dialog';
import { createMemoryStorage } from '../step-storage';
import type { Scenario, WaitCondition } from './scenario';
import type { ScenarioAgent } from './scenario-agent';

type Snapshot = SnapshotFrom<CaptureMachine>;

export type TraceLine =
  | {
      kind: 'transition';
      seq: number;
      event: string;
      state: string;
      item: string | null;
      captured: number;
      lowQualityCount: number;
      error: string | null;
      dialog: string | null;
    }
  | { kind: 'action'; seq: number; action: Scenario['steps'][number] }
  | { kind: 'result'; scenario: string; ok: boolean; difference: string | null; agent: string };

export interface ScenarioResult {
  ok: boolean;
  difference: string | null;
}

export interface RunOptions {
  onTrace?: (line: TraceLine) => void;
  /** Milliseconds before auto-capture retries a low-quality print (the machine's own pause by default). */
  lowQualityRetryMs?: number;
  /** How long a waitFor may take unless the scenario says otherwise. */
  defaultTimeoutMs?: number;
}

const DEFAULT_DOWNLOAD_URL = 'https://downloads.ridgeline.example/agent/ridgeline-agent-setup.exe';

/** The leaves of a state value as dot paths, parallel regions side by side. */
export function statePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [`${prefix}${key}`] : statePaths(child, `${prefix}${key}.`),
  );
}

function matchesPath(snapshot: Snapshot, path: string): boolean {
  return statePaths(snapshot.value).some((leaf) => leaf === path || leaf.startsWith(`${path}.`));
}

function currentItemCode(snapshot: Snapshot): string | null {
  const { currentIndex, sequence } = snapshot.context;
  return currentIndex === null ? null : (sequence[currentIndex]?.finger ?? null);
}

function capturedCodes(snapshot: Snapshot): string[] {
  const { sequence, prints } = snapshot.context;
  return sequence.filter((item) => prints[item.finger] !== undefined).map((item) => item.finger);
}

function satisfied(snapshot: Snapshot, condition: WaitCondition): boolean {
  const context = snapshot.context;
  if (condition.state !== undefined && !matchesPath(snapshot, condition.state)) return false;
  if (condition.item !== undefined && currentItemCode(snapshot) !== condition.item) return false;
  if (condition.capturedAtLeast !== undefined && capturedCodes(snapshot).length < condition.capturedAtLeast) {
    return false;
  }
  if (condition.recapturedAtLeast !== undefined && context.recaptured.length < condition.recapturedAtLeast) {
    return false;
  }
  if (
    condition.forceAvailable !== undefined &&
    context.settings.forceCaptureCounter >= FORCE_CAPTURE_AFTER !== condition.forceAvailable
  ) {
    return false;
  }
  return true;
}

const sorted = (values: readonly string[]) => [...values].sort();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function firstDifference(
  scenario: Scenario,
  snapshot: Snapshot,
  seen: { errors: string[]; dialogs: LeaveDialog[]; storedStep: number | null },
): string | null {
  const expected = scenario.expect;
  const context = snapshot.context;
  const checks: [string, unknown, () => unknown][] = [];
  if (!matchesPath(snapshot, expected.state)) {
    return `state: expected ${expected.state}, got ${statePaths(snapshot.value).join(' ')}`;
  }
  if (expected.completionPayload !== undefined) {
    checks.push(['completionPayload', expected.completionPayload, () => context.completionPayload]);
  }
  if (expected.captured)
    checks.push(['captured', sorted(expected.captured), () => sorted(capturedCodes(snapshot))]);
  if (expected.skipped) {
    const skipped = context.sequence
      .filter((item) => isItemSkipped(context.fingers, item))
      .map((i) => i.finger);
    checks.push(['skipped', sorted(expected.skipped), () => sorted(skipped)]);
  }
  if (expected.forced) {
    const forced = Object.values(context.prints).flatMap((print) => (print?.forced ? [print.code] : []));
    checks.push(['forced', sorted(expected.forced), () => sorted(forced)]);
  }
  if (expected.recaptured) checks.push(['recaptured', expected.recaptured, () => context.recaptured]);
  if (expected.annotations)
    checks.push(['annotations', expected.annotations, () => snapshot.output?.annotations]);
  if (expected.errorsShown) checks.push(['errorsShown', expected.errorsShown, () => seen.errors]);
  if (expected.dialogsShown) checks.push(['dialogsShown', expected.dialogsShown, () => seen.dialogs]);
  if (expected.storedStep !== undefined)
    checks.push(['storedStep', expected.storedStep, () => seen.storedStep]);
  for (const [field, want, got] of checks) {
    const actual = got();
    if (!same(want, actual))
      return `${field}: expected ${JSON.stringify(want)}, got ${JSON.stringify(actual)}`;
  }
  return null;
}

/**
 * Runs one scenario: the machine against `scenarioAgent`, its steps in order, then the expected end state
 * and payloads. Reports the first difference rather than throwing, so a QA run lists every scenario.
 */
export async function runScenario(
  scenario: Scenario,
  scenarioAgent: ScenarioAgent,
  options: RunOptions = {},
): Promise<ScenarioResult> {
  const emit = options.onTrace ?? (() => undefined);
  const defaultTimeout = options.defaultTimeoutMs ?? 20_000;
  const storage = createMemoryStorage();
  const seen = { errors: [] as string[], dialogs: [] as LeaveDialog[], storedStep: null as number | null };
  let seq = 0;

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
    const snapshot = event.snapshot as Snapshot;
    seq += 1;
    emit({
      kind: 'transition',
      seq,
      event: event.event.type,
      state: statePaths(snapshot.value).join(' '),
      item: currentItemCode(snapshot),
      captured: capturedCodes(snapshot).length,
      lowQualityCount: snapshot.context.settings.forceCaptureCounter,
      error: snapshot.context.error?.kind ?? null,
      dialog: snapshot.context.dialog?.variant ?? null,
    });
  };

  try {
    await scenarioAgent.clearFaults();
  } catch (error) {
    const difference = `agent ${scenarioAgent.label} did not clear its faults: ${error instanceof Error ? error.message : String(error)}`;
    emit({ kind: 'result', scenario: scenario.name, ok: false, difference, agent: scenarioAgent.label });
    return { ok: false, difference };
  }
  const actor = createCaptureActor({
    input: { agentDownloadUrl: DEFAULT_DOWNLOAD_URL, ...scenario.input },
    storage,
    agent: scenarioAgent.agent,
    inspect,
    ...(options.lowQualityRetryMs !== undefined ? { lowQualityRetryMs: options.lowQualityRetryMs } : {}),
  });
  let lastError: unknown = null;
  let lastDialog: unknown = null;
  actor.subscribe((snapshot) => {
    const { error, dialog } = snapshot.context;
    if (error && error !== lastError && seen.errors.at(-1) !== error.kind) seen.errors.push(error.kind);
    if (dialog && dialog !== lastDialog) seen.dialogs.push(dialog);
    lastError = error;
    lastDialog = dialog;
  });

  const waitFor = (condition: WaitCondition) =>
    new Promise<void>((resolve, reject) => {
      const check = (snapshot: Snapshot) => {
        if (satisfied(snapshot, condition)) return true;
        if (snapshot.status !== 'active') {
          throw new Error(`the machine stopped in ${statePaths(snapshot.value).join(' ')}`);
        }
        return false;
      };
      const timeoutMs = condition.timeoutMs ?? defaultTimeout;
      let subscription: { unsubscribe(): void } | null = null;
      const timer = setTimeout(() => {
        subscription?.unsubscribe();
        const now = actor.getSnapshot();
        reject(
          new Error(
            `waited ${timeoutMs} ms for ${JSON.stringify(condition)} in ${statePaths(now.value).join(' ')}`,
          ),
        );
      }, timeoutMs);
      const finish = (error?: unknown) => {
        clearTimeout(timer);
        subscription?.unsubscribe();
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve();
      };
      try {
        if (check(actor.getSnapshot())) return finish();
      } catch (error) {
        return finish(error);
      }
      subscription = actor.subscribe({
        next: (snapshot) => {
          try {
            if (check(snapshot)) finish();
          } catch (error) {
            finish(error);
          }
        },
        error: (error) => finish(error),
      });
    });

  actor.start();
  let difference: string | null;
  try {
    for (const step of scenario.steps) {
      seq += 1;
      emit({ kind: 'action', seq, action: step });
      if ('send' in step) actor.send(step.send as CaptureEvent);
      else if ('waitFor' in step)
        await waitFor(typeof step.waitFor === 'string' ? { state: step.waitFor } : step.waitFor);
      else if ('fault' in step) await scenarioAgent.setFaults(step.fault);
      else await scenarioAgent.clearFaults();
    }
    const stored = storage.getItem(NAVIGATION_STEP_STORAGE_KEY);
    seen.storedStep = stored === null ? null : Number(stored);
    difference = firstDifference(scenario, actor.getSnapshot(), seen);
  } catch (error) {
    difference = error instanceof Error ? error.message : String(error);
  } finally {
    actor.stop();
    await scenarioAgent.clearFaults().catch(() => undefined);
  }
  emit({
    kind: 'result',
    scenario: scenario.name,
    ok: difference === null,
    difference,
    agent: scenarioAgent.label,
  });
  return { ok: difference === null, difference };
}
