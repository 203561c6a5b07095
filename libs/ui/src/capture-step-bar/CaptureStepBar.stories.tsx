import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { reachableSteps } from '@ridgeline/domain';
import { CaptureStepBar } from './CaptureStepBar';

const meta = {
  title: 'Capture/CaptureStepBar',
  component: CaptureStepBar,
  args: {
    steps: reachableSteps({ reachableIndex: 4, photographRequired: true }),
    activeIndex: 4,
    onStepSelect: fn(),
  },
} satisfies Meta<typeof CaptureStepBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnFingerprints: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: /Fingerprints/ })).toHaveAttribute(
      'aria-current',
      'step',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Applicant/ }));
    await expect(args.onStepSelect).toHaveBeenCalledWith(1);
    await expect(canvas.getByRole('button', { name: /Signature/ })).toBeDisabled();
  },
};

export const PhotoNotRequired: Story = {
  args: { steps: reachableSteps({ reachableIndex: 6, photographRequired: false }), activeIndex: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Photo/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Confirmation/ })).toBeEnabled();
  },
};

export const FirstStep: Story = {
  args: { steps: reachableSteps({ reachableIndex: 0, photographRequired: true }), activeIndex: 0 },
};

/** Arrow keys move between enabled steps; Enter opens one. */
export const KeyboardNavigation: Story = {
  render: function Render(args) {
    const [active, setActive] = useState(args.activeIndex);
    return (
      <CaptureStepBar
        {...args}
        activeIndex={active}
        onStepSelect={(index) => {
          setActive(index);
          args.onStepSelect(index);
        }}
      />
    );
  },
  args: { steps: reachableSteps({ reachableIndex: 5, photographRequired: false }), activeIndex: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Transaction Detail/ }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: /Annotations/ })).toHaveFocus();
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onStepSelect).toHaveBeenLastCalledWith(5);
    await expect(canvas.getByRole('button', { name: /Signature/ })).toHaveAttribute('aria-current', 'step');
  },
};
