import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../test/render';
import { LoadingBlock } from './LoadingBlock';
import { LoadingIndicator } from './LoadingIndicator';

describe('LoadingIndicator', () => {
  it('is a polite status region named by its label', () => {
    render(<LoadingIndicator label="Loading settings" />);
    const status = screen.getByRole('status', { name: 'Loading settings' });
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('puts no label on the drawing itself, which has no role to carry one', () => {
    const { container } = render(<LoadingIndicator label="Loading settings" />);
    const labelled = [...container.querySelectorAll('[aria-label]')];
    expect(labelled.map((element) => element.getAttribute('role'))).toEqual(['status']);
    const drawing = container.querySelector('.mantine-Loader-root');
    expect(drawing?.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('LoadingBlock', () => {
  it('is a status region named by its label, with the placeholder hidden', () => {
    const { container } = render(<LoadingBlock label="Loading the map" height={320} />);
    expect(screen.getByRole('status', { name: 'Loading the map' })).toBeTruthy();
    const labelled = [...container.querySelectorAll('[aria-label]')];
    expect(labelled.map((element) => element.getAttribute('role'))).toEqual(['status']);
  });
});
