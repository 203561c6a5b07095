import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Image, Stack, Text } from '@mantine/core';
import { expect, fn, waitFor } from 'storybook/test';
import { SignaturePad } from './SignaturePad';

const meta = {
  title: 'Capture/SignaturePad',
  component: SignaturePad,
  args: { label: 'Applicant signature', onChange: fn() },
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shows the bitmap the pad yields under it. */
export const SignAndClear: Story = {
  render: function Render(args) {
    const [bitmap, setBitmap] = useState<string | null>(null);
    return (
      <Stack>
        <SignaturePad
          {...args}
          onChange={(png) => {
            setBitmap(png);
            args.onChange(png);
          }}
        />
        <Text size="xs">Yielded bitmap:</Text>
        {bitmap ? <Image src={bitmap} alt="Yielded signature" w={240} /> : <Text size="xs">none</Text>}
      </Stack>
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    const pad = canvas.getByRole('img', { name: 'Applicant signature' });
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: { x: 20, y: 30 } },
      { target: pad, coords: { x: 120, y: 60 } },
      { target: pad, coords: { x: 220, y: 40 } },
      { keys: '[/MouseLeft]', target: pad, coords: { x: 220, y: 40 } },
    ]);
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^data:image\/png;base64,/)),
    );
    await expect(canvas.getByRole('img', { name: 'Yielded signature' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = { args: { disabled: true, label: 'Officer signature' } };
