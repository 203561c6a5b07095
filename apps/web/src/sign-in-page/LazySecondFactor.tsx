import { lazy, Suspense } from 'react';
import { LoadingIndicator } from '@ridgeline/ui';
import type { SecondFactorStepProps } from '../features/auth/SecondFactorStep';

// Only accounts with a second factor reach this step: its code (TanStack Query, the enrolment panels) loads then.
const SecondFactorWithQuery = lazy(() => import('./SecondFactorWithQuery'));

/** The second-factor step of the sign-in entry, loaded when the password step asks for it. */
export function LazySecondFactor(props: SecondFactorStepProps) {
  return (
    <Suspense fallback={<LoadingIndicator label="Loading the second factor" />}>
      <SecondFactorWithQuery {...props} />
    </Suspense>
  );
}
