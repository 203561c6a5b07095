import { fromPromise, type NonReducibleUnknown } from 'xstate';

/** The machine's own actors: they refuse until `createCaptureImplementations` provides the real ones. */
export function notProvided<TOutput, TInput = NonReducibleUnknown>(name: string) {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`The ${name} actor was not provided (use createCaptureImplementations)`)),
  );
}
