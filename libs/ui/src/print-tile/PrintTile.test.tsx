import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../test/render';
import { PrintTile } from './PrintTile';
import { qualityColor } from './print-quality';

const png = 'data:image/png;base64,AA==';

describe('PrintTile', () => {
  it('shows the print, its label and its quality', () => {
    render(<PrintTile image={png} label="R. THUMB" quality={2} />);
    expect(screen.getByRole('img', { name: 'R. THUMB print' }).getAttribute('src')).toBe(png);
    expect(screen.getByText('R. THUMB')).toBeTruthy();
    expect(screen.getByText('Q2').closest('[data-quality]')?.getAttribute('data-quality')).toBe('2');
  });

  it('colours quality from green for 1 to red for 5', () => {
    expect(([1, 2, 3, 4, 5] as const).map(qualityColor)).toEqual([
      'green',
      'teal',
      'yellow',
      'orange',
      'red',
    ]);
  });

  it('says the print is missing before capture and shows no badge', () => {
    render(<PrintTile image={null} label="L. INDEX" quality={null} />);
    expect(screen.getByText('Not captured')).toBeTruthy();
    expect(screen.queryByText(/^Q\d$/)).toBeNull();
  });

  it('shows the annotation instead of a print for an annotated finger', () => {
    render(
      <PrintTile
        image={null}
        label="L. INDEX"
        quality={null}
        annotation={{ color: 'red', text: 'Amputated' }}
      />,
    );
    expect(screen.getByText('Amputated')).toBeTruthy();
    expect(screen.queryByText('Not captured')).toBeNull();
  });

  it('is a button when it can be selected', async () => {
    const onSelect = vi.fn();
    render(<PrintTile image={png} label="R. INDEX" quality={5} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'R. INDEX' }));
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
