import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reachableSteps } from '@ridgeline/domain';
import { render } from '../test/render';
import { CaptureStepBar } from './CaptureStepBar';

const stepNames = [
  'Transaction Detail',
  'Applicant',
  'Photo',
  'Annotations',
  'Fingerprints',
  'Signature',
  'Confirmation',
];

describe('CaptureStepBar', () => {
  it('shows the seven steps in order and marks the current one', () => {
    const steps = reachableSteps({ reachableIndex: 3, photographRequired: true });
    render(<CaptureStepBar steps={steps} activeIndex={1} onStepSelect={() => undefined} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.textContent?.replace(/^\d/, ''))).toEqual(stepNames);
    expect(screen.getByRole('button', { name: /Applicant/ }).getAttribute('aria-current')).toBe('step');
  });

  it('reports a click on a reachable step', async () => {
    const onStepSelect = vi.fn();
    const steps = reachableSteps({ reachableIndex: 4, photographRequired: true });
    render(<CaptureStepBar steps={steps} activeIndex={4} onStepSelect={onStepSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Annotations/ }));
    expect(onStepSelect).toHaveBeenCalledWith(3);
  });

  it('ignores clicks on steps after the reachable one and on the photo when none is required', async () => {
    const onStepSelect = vi.fn();
    const steps = reachableSteps({ reachableIndex: 3, photographRequired: false });
    render(<CaptureStepBar steps={steps} activeIndex={3} onStepSelect={onStepSelect} />);
    const photo = screen.getByRole('button', { name: /Photo/ });
    const signature = screen.getByRole('button', { name: /Signature/ });
    expect(photo).toHaveProperty('disabled', true);
    expect(signature).toHaveProperty('disabled', true);
    await userEvent.click(photo);
    await userEvent.click(signature);
    expect(onStepSelect).not.toHaveBeenCalled();
  });

  it('is operable from the keyboard: Tab skips disabled steps, arrows move, Enter selects', async () => {
    const onStepSelect = vi.fn();
    const steps = reachableSteps({ reachableIndex: 4, photographRequired: false });
    render(<CaptureStepBar steps={steps} activeIndex={0} onStepSelect={onStepSelect} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Transaction Detail');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toContain('Annotations');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('Fingerprints');
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('Fingerprints');
    await userEvent.keyboard('{Home}{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith(0);
  });
});
