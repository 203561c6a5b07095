import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender } from '@testing-library/react';
import { ridgelineTheme } from '../theme/theme';

/** Renders inside the same MantineProvider and theme as the app; `env="test"` turns off transitions and portals. */
export function render(ui: ReactElement) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={ridgelineTheme} env="test">
        {children}
      </MantineProvider>
    ),
  });
}
