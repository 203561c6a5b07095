import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { FailureAlert } from './FailureAlert';

const show = (content: string | null | false) => render(<FailureAlert>{content}</FailureAlert>);

describe('FailureAlert', () => {
  it('shows a failure as an alert', () => {
    show('Current password is wrong');
    expect(screen.getByRole('alert').textContent).toBe('Current password is wrong');
  });

  it('shows nothing for a condition not met', () => {
    show(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows nothing while there is none', () => {
    show(null);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
