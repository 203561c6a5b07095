import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../test/render';
import { PageLoader } from './PageLoader';

describe('PageLoader', () => {
  it('announces what is loading to assistive technology', () => {
    render(<PageLoader label="Loading appointments" />);
    const status = screen.getByRole('status', { name: 'Loading appointments' });
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('says "Loading" when no label is given', () => {
    render(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
