import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { expect, fn } from 'storybook/test';
import { samplePrint } from '../story-support/sample-print';
import { PrintTile } from './PrintTile';

const meta = {
  title: 'Capture/PrintTile',
  component: PrintTile,
  args: { image: samplePrint(4), label: 'R. THUMB', quality: 1 },
} satisfies Meta<typeof PrintTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BestQuality: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'R. THUMB print' })).toBeVisible();
    await expect(canvas.getByText('Q1')).toBeVisible();
  },
};

export const WorstQuality: Story = { args: { quality: 5, label: 'L. RING' } };

export const NotCaptured: Story = { args: { image: null, quality: null, label: 'L. INDEX' } };

export const Amputated: Story = {
  args: { image: null, quality: null, label: 'L. INDEX', annotation: { color: 'red', text: 'Amputated' } },
};

export const FourFingerSlap: Story = {
  args: { image: samplePrint(5, 400, 240), label: 'LEFT FOUR FINGER', quality: 3, wide: true },
};

export const SelectableForRecapture: Story = {
  args: { onSelect: fn(), quality: 4 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'R. THUMB' }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
  },
};

/** The five quality levels side by side, from green to red. */
export const QualityScale: Story = {
  render: () => (
    <Group>
      {([1, 2, 3, 4, 5] as const).map((quality) => (
        <PrintTile
          key={quality}
          image={samplePrint(quality)}
          label={`Quality ${quality}`}
          quality={quality}
        />
      ))}
    </Group>
  ),
  play: async ({ canvas }) => {
    for (const quality of [1, 2, 3, 4, 5]) await expect(canvas.getByText(`Q${quality}`)).toBeVisible();
  },
};
