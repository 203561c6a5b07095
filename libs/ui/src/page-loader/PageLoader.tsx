import { Center } from '@mantine/core';
import { LoadingIndicator } from '../loading-indicator/LoadingIndicator';

export interface PageLoaderProps {
  /** What is loading, read out by screen readers. */
  label?: string;
}

/** The spinner shown while a lazily loaded page or its data arrives. */
export function PageLoader({ label = 'Loading' }: PageLoaderProps) {
  return (
    <Center mih="60vh">
      <LoadingIndicator type="dots" label={label} />
    </Center>
  );
}
