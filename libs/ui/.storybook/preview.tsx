import '@mantine/core/styles.css';
import type { Preview } from '@storybook/react-vite';
import { MantineProvider } from '@mantine/core';
import { ridgelineTheme } from '../src/theme/theme';

const preview: Preview = {
  decorators: [
    (Story) => (
      <MantineProvider theme={ridgelineTheme}>
        <Story />
      </MantineProvider>
    ),
  ],
  parameters: { layout: 'padded' },
  tags: ['autodocs'],
};

export default preview;
