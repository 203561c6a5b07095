import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { LeaveCaptureDialog } from './LeaveCaptureDialog';

const meta = {
  title: 'Capture/LeaveCaptureDialog',
  component: LeaveCaptureDialog,
  // The modal renders in a portal outside the story root, so the play functions query the whole document.
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LeaveCaptureDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmLeave: Story = {
  args: { opened: true, variant: 'confirm', onConfirm: fn(), onCancel: fn() },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    await expect(within(dialog).getByText('Data will be lost. Do you want to proceed?')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    if (args.variant === 'confirm') await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const AgentUnreachable: Story = {
  args: {
    opened: true,
    variant: 'agentUnreachable',
    downloadUrl: 'https://downloads.example.test/ridgeline-agent.msi',
    onCancel: fn(),
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Exit' });
    await expect(within(dialog).getByRole('link', { name: 'Download here' })).toHaveAttribute(
      'href',
      'https://downloads.example.test/ridgeline-agent.msi',
    );
    await expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
