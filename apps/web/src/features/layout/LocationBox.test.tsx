import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { LocationBox } from './LocationBox';

describe('the location box', () => {
  it('cuts the name and address at 20 and the city at 15, and gives them in full in a tooltip', async () => {
    render(
      <LocationBox
        location={{
          name: 'Acme Downtown Live Scan Center',
          addressLineOne: '1200 Market Street, Suite 400',
          city: 'South San Francisco',
        }}
      />,
    );
    const box = screen.getByTestId('location-box');
    expect(box.textContent).toContain('Acme Downtown Live S...');
    expect(box.textContent).toContain('1200 Market Street, ...');
    expect(box.textContent).toContain('South San Franc...');
    await userEvent.setup().hover(box);
    expect(await screen.findByText('1200 Market Street, Suite 400, South San Francisco')).toBeTruthy();
  });
});
