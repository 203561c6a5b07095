import { Center, Loader } from '@mantine/core';

export interface PageLoaderProps {
  /** What is loading, read out by screen readers. */
  label?: string;
}

/** The spinner shown while a lazily loaded page or its data arrives. */
export function PageLoader({ label = 'Loading' }: PageLoaderProps) {
  return (
    <Center mih="60vh" role="status" aria-label={label} aria-live="polite">
      <Loader type="dots" />
    </Center>
  );
}
