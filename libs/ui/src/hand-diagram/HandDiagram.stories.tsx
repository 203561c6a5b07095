import { useReducer } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  fingerStateReducer,
  initialFingerState,
  type FingerState,
  type FingerStateAction,
} from '@ridgeline/domain';
import { samplePrint } from '../story-support/sample-print';
import { HandDiagram } from './HandDiagram';

function stateAfter(...actions: FingerStateAction[]): FingerState {
  return actions.reduce(fingerStateReducer, initialFingerState());
}

const meta = {
  title: 'Capture/HandDiagram',
  component: HandDiagram,
  args: {
    fingers: initialFingerState(),
    onFingerSelect: fn(),
    onFourFingerSelect: fn(),
    onThumbSelect: fn(),
  },
} satisfies Meta<typeof HandDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const MidCapture: Story = {
  args: {
    fingers: stateAfter(
      { type: 'finger.mark', hand: 'leftHand', finger: 'index', mark: 'red' },
      { type: 'finger.mark', hand: 'rightHand', finger: 'thumb', mark: 'yellow' },
      { type: 'finger.setImage', hand: 'rightHand', finger: 'index', image: samplePrint(1) },
      { type: 'finger.setImage', hand: 'rightHand', finger: 'middle', image: samplePrint(2) },
      { type: 'finger.activate', hand: 'rightHand', finger: 'ring' },
      { type: 'fourFinger.setImage', hand: 'leftHand', image: samplePrint(3) },
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'L. INDEX' })).toHaveAttribute('data-status', 'red');
    await expect(canvas.getByRole('button', { name: 'R. THUMB' })).toHaveAttribute('data-status', 'yellow');
    await expect(canvas.getByRole('button', { name: 'R. RING' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'LEFT FOUR FINGER' })).toHaveAttribute(
      'data-status',
      'captured',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'RIGHT FOUR FINGER' }));
    await expect(args.onFourFingerSelect).toHaveBeenCalledWith('rightHand');
  },
};

export const AllFourLeftFingersAnnotated: Story = {
  args: {
    fingers: stateAfter(
      { type: 'finger.mark', hand: 'leftHand', finger: 'index', mark: 'red' },
      { type: 'finger.mark', hand: 'leftHand', finger: 'middle', mark: 'red' },
      { type: 'finger.mark', hand: 'leftHand', finger: 'ring', mark: 'yellow' },
      { type: 'finger.mark', hand: 'leftHand', finger: 'pinky', mark: 'red' },
    ),
  },
};

/** Wired to the domain reducer: clicking or pressing Enter on a finger activates it. */
export const Interactive: Story = {
  render: function Render(args) {
    const [fingers, dispatch] = useReducer(fingerStateReducer, initialFingerState());
    return (
      <HandDiagram
        {...args}
        fingers={fingers}
        onFingerSelect={(hand, finger) => {
          args.onFingerSelect?.(hand, finger);
          dispatch({ type: 'finger.activate', hand, finger });
        }}
        onFourFingerSelect={(hand) => dispatch({ type: 'fourFinger.activate', hand })}
        onThumbSelect={(hand) => dispatch({ type: 'thumbStamped.activate', hand })}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'L. MIDDLE' }));
    await expect(canvas.getByRole('button', { name: 'L. MIDDLE' })).toHaveAttribute(
      'data-status',
      'selected',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFingerSelect).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button', { name: 'L. MIDDLE' })).toHaveAttribute('data-status', 'pending');
    await userEvent.click(canvas.getByRole('button', { name: 'R. THUMB FLAT' }));
    await expect(canvas.getByRole('button', { name: 'R. THUMB FLAT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'R. INDEX' }));
    await expect(args.onFingerSelect).not.toHaveBeenCalled();
  },
};
