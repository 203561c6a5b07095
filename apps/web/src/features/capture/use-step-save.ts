import { useState } from 'react';
import { notifyFailure } from '../forms/toasts';

/**
 * A capture screen's Next: runs the step's writes with the button busy meanwhile; a failure is the server's
 * message in a toast and the step stays where it is.
 */
export function useStepSave() {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
