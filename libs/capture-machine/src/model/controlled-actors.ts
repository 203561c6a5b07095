import { fromPromise } from 'xstate';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Promise actors that settle only when a test says so, keyed by invoke id: the model's
 * `xstate.done.actor.<id>` and `xstate.error.actor.<id>` events become resolve and reject calls.
 */
export function createActorController() {
  const pending = new Map<string, Pending>();
  const calls: { id: string; input: unknown }[] = [];

  const controlled = <TOutput, TInput>() =>
    fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push({ id: self.id, input });
          pending.set(self.id, { resolve: (value) => resolve(value as TOutput), reject });
          signal.addEventListener('abort', () => pending.delete(self.id));
        }),
    );

  function settle(id: string, outcome: { output: unknown } | { error: unknown }): void {
    const call = pending.get(id);
    if (!call) throw new Error(`No ${id} call is pending in the system under test`);
    pending.delete(id);
    if ('output' in outcome) call.resolve(outcome.output);
    else call.reject(outcome.error);
  }

  /** Forgets every call, so one provided machine can serve many paths. */
  function reset(): void {
    pending.clear();
    calls.length = 0;
  }

  return { controlled, settle, reset, calls, isPending: (id: string) => pending.has(id) };
}

export type ActorController = ReturnType<typeof createActorController>;
