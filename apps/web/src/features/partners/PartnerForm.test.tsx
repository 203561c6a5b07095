import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../../test/render';
import { PartnerForm } from './PartnerForm';

const partner = {
  id: 'p1',
  code: 'acme',
  legalName: 'Acme',
  timeZone: 'America/Los_Angeles',
  email: 'office@acme.test',
  active: true,
  companyLogo: null,
  favicon: null,
  addresses: [
    {
      addressLineOne: '1 Main',
      addressLineTwo: null,
      city: 'SF',
      state: 'CA',
      zipCode: '94105',
      map: { latitude: 37.79, longitude: -122.4, locationName: 'HQ' },
    },
  ],
  contactPersons: [{ firstName: 'Ann', lastName: 'Acme', phone: '4155550100', email: 'ann@acme.test' }],
  accentColor: null,
  bookingTerms: null,
};

describe('the partner form', () => {
  it('keeps each address map point and sends every contact person of the list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<PartnerForm partner={partner} onSubmit={onSubmit} />);
    expect(screen.getByText(/Map point 37\.7900, -122\.4000/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add contact person' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('First name is a required field')).length).toBe(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove contact person 2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [call] = onSubmit.mock.calls[0] as unknown as [
      { data: { addresses: unknown[]; contactPersons: unknown[] } },
    ];
    expect(call.data.addresses).toEqual([{ ...partner.addresses[0] }]);
    expect(call.data.contactPersons).toEqual(partner.contactPersons);
  }, 30_000);

  it("sends the booking pages' accent colour and terms, and null for blank ones", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => undefined);
    render(<PartnerForm partner={{ ...partner, accentColor: '#1a7f3c' }} onSubmit={onSubmit} />);
    const colour = screen.getByLabelText(/^Accent colour/) as HTMLInputElement;
    expect(colour.value).toBe('#1a7f3c');
    // Pasted, not typed: each keystroke re-renders the whole form (about 200 ms here), so typing these 45 characters
    // took 10 s of the test's 30 on a loaded machine.
    await user.clear(colour);
    await user.paste('#0b5cad');
    const terms = screen.getByLabelText(/^Booking terms/);
    await user.click(terms);
    await user.paste('Fees are not refunded after the visit.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const sent = () => (onSubmit.mock.calls.at(-1) as unknown as [{ data: Record<string, unknown> }])[0].data;
    expect(sent()).toMatchObject({
      accentColor: '#0b5cad',
      bookingTerms: 'Fees are not refunded after the visit.',
    });
    await user.clear(colour);
    await user.clear(terms);
    await user.type(terms, '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(sent()).toMatchObject({ accentColor: null, bookingTerms: null });
  }, 30_000);
});
