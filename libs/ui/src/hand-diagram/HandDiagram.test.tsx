import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fingerStateReducer,
  initialFingerState,
  type FingerState,
  type FingerStateAction,
} from '@ridgeline/domain';
import { render } from '../test/render';
import { HandDiagram } from './HandDiagram';

function stateAfter(...actions: FingerStateAction[]): FingerState {
  return actions.reduce(fingerStateReducer, initialFingerState());
}

describe('HandDiagram', () => {
  it('shows red, yellow, selected, captured and pending fingers', () => {
    const fingers = stateAfter(
      { type: 'finger.mark', hand: 'leftHand', finger: 'index', mark: 'red' },
      { type: 'finger.mark', hand: 'rightHand', finger: 'thumb', mark: 'yellow' },
      { type: 'finger.setImage', hand: 'rightHand', finger: 'index', image: 'data:image/png;base64,AA==' },
      { type: 'finger.activate', hand: 'rightHand', finger: 'middle' },
    );
    render(<HandDiagram fingers={fingers} onFingerSelect={() => undefined} />);
    const status = (name: string) => screen.getByRole('button', { name }).getAttribute('data-status');
    expect(status('L. INDEX')).toBe('red');
    expect(status('R. THUMB')).toBe('yellow');
    expect(status('R. INDEX')).toBe('captured');
    expect(status('R. MIDDLE')).toBe('selected');
    expect(status('L. RING')).toBe('pending');
    expect(screen.getByRole('button', { name: 'R. MIDDLE' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reports the finger clicked with its hand', async () => {
    const onFingerSelect = vi.fn();
    render(<HandDiagram fingers={initialFingerState()} onFingerSelect={onFingerSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'L. LITTLE' }));
    expect(onFingerSelect).toHaveBeenCalledWith('leftHand', 'pinky');
  });

  it('selects a finger with Enter or Space', async () => {
    const onFingerSelect = vi.fn();
    render(<HandDiagram fingers={initialFingerState()} onFingerSelect={onFingerSelect} />);
    screen.getByRole('button', { name: 'R. RING' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onFingerSelect).toHaveBeenCalledTimes(2);
    expect(onFingerSelect).toHaveBeenLastCalledWith('rightHand', 'ring');
  });

  it('offers the four-finger slap and the flat thumb of each hand', async () => {
    const onFourFingerSelect = vi.fn();
    const onThumbSelect = vi.fn();
    const fingers = stateAfter(
      { type: 'fourFinger.activate', hand: 'leftHand' },
      { type: 'thumbStamped.setImage', hand: 'rightHand', image: 'data:image/png;base64,AA==' },
    );
    render(
      <HandDiagram fingers={fingers} onFourFingerSelect={onFourFingerSelect} onThumbSelect={onThumbSelect} />,
    );
    const leftFour = screen.getByRole('button', { name: 'LEFT FOUR FINGER' });
    expect(leftFour.getAttribute('data-status')).toBe('selected');
    expect(screen.getByRole('button', { name: 'R. THUMB FLAT' }).getAttribute('data-status')).toBe(
      'captured',
    );
    await userEvent.click(screen.getByRole('button', { name: 'RIGHT FOUR FINGER' }));
    await userEvent.click(screen.getByRole('button', { name: 'L. THUMB FLAT' }));
    expect(onFourFingerSelect).toHaveBeenCalledWith('rightHand');
    expect(onThumbSelect).toHaveBeenCalledWith('leftHand');
  });

  it('takes no selection while disabled', async () => {
    const onFingerSelect = vi.fn();
    render(<HandDiagram fingers={initialFingerState()} onFingerSelect={onFingerSelect} disabled />);
    const finger = screen.getByRole('button', { name: 'L. INDEX' });
    await userEvent.click(finger);
    finger.focus();
    await userEvent.keyboard('{Enter}');
    expect(onFingerSelect).not.toHaveBeenCalled();
    expect(finger.getAttribute('aria-disabled')).toBe('true');
  });

  it('explains every colour in a legend', () => {
    render(<HandDiagram fingers={initialFingerState()} />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('Amputated or unable to print');
    expect(legend.textContent).toContain('Annotated');
    expect(legend.textContent).toContain('Selected');
    expect(legend.textContent).toContain('Captured');
  });
});
