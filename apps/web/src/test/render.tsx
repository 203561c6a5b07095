import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import { ridgelineTheme } from '@ridgeline/ui';

/** Renders inside the app's MantineProvider and theme. */
export function render(ui: ReactElement) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => <MantineProvider theme={ridgelineTheme}>{children}</MantineProvider>,
  });
}
