import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A form's or screen's failure in a red alert, or nothing while there is none. */
export function FailureAlert({ children }: { children: ReactNode }) {
  return children ? (
    <Alert color="red" role="alert">
      {children}
    </Alert>
  ) : null;
}
