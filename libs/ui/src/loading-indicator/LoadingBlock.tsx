import { Box, Skeleton } from '@mantine/core';

export interface LoadingBlockProps {
  /** What is loading, read out by screen readers ("Loading the map"). */
  label: string;
  /** The height of the content that will take its place, so nothing jumps when it arrives. */
  height: number | string;
}

/** A placeholder the size of the content to come, announced like LoadingIndicator (a labelled status region). */
export function LoadingBlock({ label, height }: LoadingBlockProps) {
  return (
    <Box role="status" aria-live="polite" aria-label={label}>
      <Skeleton h={height} aria-hidden />
    </Box>
  );
}
