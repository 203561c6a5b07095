import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { SecondFactorStep, type SecondFactorStepProps } from '../features/auth/SecondFactorStep';
import { createQueryClient } from '../query-client';

/** The app's second-factor step with the query client its calls need; the sign-in entry has no app around it. */
export default function SecondFactorWithQuery(props: SecondFactorStepProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SecondFactorStep {...props} />
    </QueryClientProvider>
  );
}
