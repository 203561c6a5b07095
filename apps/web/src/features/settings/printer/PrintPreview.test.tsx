import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '../../../test/render';
import { PrintPreview } from './PrintPreview';

describe('the print preview', () => {
  it('moves the card by the offsets, right and down for positive values', () => {
    const { rerender } = render(<PrintPreview leftOffset="0" topOffset="0" />);
    const card = () => screen.getByTestId('printed-card');
    expect([card().getAttribute('x'), card().getAttribute('y')]).toEqual(['50', '50']);
    rerender(<PrintPreview leftOffset="5.5" topOffset="-3" />);
    expect([card().getAttribute('x'), card().getAttribute('y')]).toEqual(['55.5', '47']);
    expect(screen.getByText('Card moved 5.5 mm right and -3 mm down')).toBeTruthy();
  });
});
