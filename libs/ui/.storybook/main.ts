import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-vitest'],
  // No network on build machines, and nothing to report anyway.
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
};

export default config;
