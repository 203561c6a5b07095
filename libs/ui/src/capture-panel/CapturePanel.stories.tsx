import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { samplePrint } from '../story-support/sample-print';
import { CapturePanel } from './CapturePanel';

const meta = {
  title: 'Capture/CapturePanel',
  component: CapturePanel,
  args: {
    label: 'R. INDEX',
    previewImage: samplePrint(6),
    autoCapture: true,
    onAutoCaptureChange: fn(),
    onCapture: fn(),
    forceCaptureCounter: 0,
    canForceCapture: false,
    onForceCapture: fn(),
    onRecapture: fn(),
    canRecapture: false,
    status: 'Place the right index finger on the scanner',
  },
} satisfies Meta<typeof CapturePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AutoCapturing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Live preview of R. INDEX' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Auto-capture' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Capture' })).toBeNull();
  },
};

/** The switch is controlled by the story so the manual Capture button appears once auto-capture is off. */
export const ManualCapture: Story = {
  render: function Render(args) {
    const [autoCapture, setAutoCapture] = useState(args.autoCapture);
    return (
      <CapturePanel
        {...args}
        autoCapture={autoCapture}
        onAutoCaptureChange={(value) => {
          setAutoCapture(value);
          args.onAutoCaptureChange(value);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Auto-capture' }));
    await expect(args.onAutoCaptureChange).toHaveBeenCalledWith(false);
    await userEvent.click(await canvas.findByRole('button', { name: 'Capture' }));
    await expect(args.onCapture).toHaveBeenCalledOnce();
  },
};

export const ForceAfterLowQuality: Story = {
  args: {
    forceCaptureCounter: 3,
    canForceCapture: true,
    status: 'Low quality (5) three times: force the capture or try again',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Force capture (3)' }));
    await expect(args.onForceCapture).toHaveBeenCalledOnce();
  },
};

export const Captured: Story = {
  args: { canRecapture: true, status: 'R. INDEX captured, quality 2' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Recapture' }));
    await expect(args.onRecapture).toHaveBeenCalledOnce();
  },
};

export const InvalidFinger: Story = {
  args: { previewImage: null, error: 'Invalid finger', status: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid finger');
  },
};

export const DeviceLost: Story = {
  args: { previewImage: null, busy: false, error: 'Please check your device connection.', status: null },
};

export const Waiting: Story = { args: { previewImage: null, busy: true, status: 'Starting the scanner' } };
