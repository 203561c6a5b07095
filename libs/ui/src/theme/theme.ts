import { createTheme } from '@mantine/core';

/** One theme for the web app, Storybook and component tests. */
export const ridgelineTheme = createTheme({
  primaryColor: 'teal',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'md',
});
