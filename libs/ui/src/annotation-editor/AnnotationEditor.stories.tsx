import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AnnotationEditor } from './AnnotationEditor';
import type { FingerAnnotation } from './finger-annotation';

const meta = {
  title: 'Capture/AnnotationEditor',
  component: AnnotationEditor,
  args: { annotations: [], onChange: fn() },
  render: function Render(args) {
    const [annotations, setAnnotations] = useState<readonly FingerAnnotation<string>[]>(args.annotations);
    return (
      <AnnotationEditor
        {...args}
        annotations={annotations}
        onChange={(code, annotation) => {
          args.onChange(code, annotation);
          setAnnotations((current) => [
            ...current.filter((entry) => entry.code !== code),
            ...(annotation ? [annotation] : []),
          ]);
        }}
      />
    );
  },
} satisfies Meta<typeof AnnotationEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoAnnotations: Story = {};

export const AmputatedAndBandaged: Story = {
  args: {
    annotations: [
      { code: 'LEFT_INDEX_ROLL', color: 'RED', reason: 'Amputated' },
      { code: 'RIGHT_THUMB_ROLL', color: 'YELLOW', reason: 'Bandaged' },
    ],
  },
};

export const AnnotateFingers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const leftIndex = canvas.getByRole('radiogroup', { name: 'L. INDEX annotation' });
    await userEvent.click(within(leftIndex).getByText('Amputated'));
    await expect(args.onChange).toHaveBeenLastCalledWith('LEFT_INDEX_ROLL', {
      code: 'LEFT_INDEX_ROLL',
      color: 'RED',
      reason: 'Amputated',
    });
    const rightThumb = canvas.getByRole('radiogroup', { name: 'R. THUMB annotation' });
    await userEvent.click(within(rightThumb).getByText('Other'));
    await userEvent.type(await canvas.findByRole('textbox', { name: 'R. THUMB reason' }), 'Bandaged');
    await expect(args.onChange).toHaveBeenLastCalledWith('RIGHT_THUMB_ROLL', {
      code: 'RIGHT_THUMB_ROLL',
      color: 'YELLOW',
      reason: 'Bandaged',
    });
  },
};
