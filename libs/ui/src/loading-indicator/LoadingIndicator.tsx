import { Box, Loader, type LoaderProps } from '@mantine/core';

export interface LoadingIndicatorProps {
  /** What is loading, read out by screen readers ("Loading settings"). */
  label: string;
  size?: LoaderProps['size'];
  type?: LoaderProps['type'];
  color?: LoaderProps['color'];
}

/**
 * The one spinner of the product. Mantine's Loader is a bare `span`, which may not carry `aria-label` (axe's
 * aria-prohibited-attr), so the label sits on a polite status region around it and the drawing is hidden.
 * Lint refuses `Loader` from @mantine/core elsewhere, so every loading state is announced the same way.
 */
export function LoadingIndicator({ label, size, type, color }: LoadingIndicatorProps) {
  return (
    <Box component="span" display="inline-flex" role="status" aria-live="polite" aria-label={label}>
      <Loader size={size} type={type} color={color} aria-hidden />
    </Box>
  );
}
