import { Alert } from '@mantine/core';

/** Shown instead of a map when the browser cannot draw one (no WebGL) or its library failed to load. */
export function MapUnavailable({ children }: { children?: string }) {
  return (
    <Alert color="yellow" title="The map cannot be shown here">
      {children ?? 'Type the coordinates instead; everything else works without the map.'}
    </Alert>
  );
}
