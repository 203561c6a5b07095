import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultAppointmentSettings, type AppointmentSettings } from '@ridgeline/domain';
import { render } from '../../../test/render';
import { AppointmentSettingsForm } from './AppointmentSettingsForm';
import { SlotPreview } from './SlotPreview';

// Wednesday 25 November 2026, 08:00 in New York; the preview opens on the next day.
const now = () => new Date('2026-11-25T13:00:00Z');
const zone = 'America/New_York';

function openWeek(duration: number): AppointmentSettings {
  const settings = defaultAppointmentSettings();
  settings.appointmentPolicy = { appointmentsPerTimeSlot: 2, appointmentViewLimit: 14, duration };
  settings.workingHours = settings.workingHours.map((day) => ({ ...day, active: true }));
  return settings;
}

describe('the slot preview', () => {
  it('lists the slots booking offers on the day, with the places of each', () => {
    const settings = openWeek(60);
    settings.breaks = [{ startTime: '12:00', endTime: '13:00' }];
    render(<SlotPreview settings={settings} timeZone={zone} date="2026-11-26" now={now()} />);
    expect(screen.getByTestId('slot-summary').textContent).toBe('7 slots, 14 places');
    const slots = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(slots[0]).toBe('09:00–10:00 · 2');
    expect(slots).not.toContain('12:00–13:00 · 2');
  });

  it('says why a day offers nothing', () => {
    const { rerender } = render(
      // A Saturday: the default week is closed at the weekend.
      <SlotPreview settings={defaultAppointmentSettings()} timeZone={zone} date="2026-11-28" now={now()} />,
    );
    expect(screen.getByText(/No slots on this day/)).toBeTruthy();
    rerender(<SlotPreview settings={openWeek(30)} timeZone={zone} date="2027-01-26" now={now()} />);
    expect(screen.getByText(/beyond the appointment view limit/)).toBeTruthy();
    rerender(<SlotPreview settings={null} timeZone={zone} date="2026-11-26" now={now()} />);
    expect(screen.getByText(/Correct the highlighted fields/)).toBeTruthy();
  });
});

describe('the appointment settings form', () => {
  it('re-computes the preview as the duration is edited, before anything is saved', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<AppointmentSettingsForm initial={openWeek(60)} timeZone={zone} onSubmit={onSubmit} now={now} />);
    expect(screen.getByTestId('slot-summary').textContent).toBe('8 slots, 16 places');
    fireEvent.change(screen.getByLabelText(/^Duration/), { target: { value: '30' } });
    await waitFor(() => expect(screen.getByTestId('slot-summary').textContent).toBe('16 slots, 32 places'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes a day in the preview when its switch is turned off', async () => {
    render(<AppointmentSettingsForm initial={openWeek(60)} timeZone={zone} onSubmit={vi.fn()} now={now} />);
    fireEvent.click(screen.getByLabelText('Thursday open'));
    await waitFor(() => expect(screen.getByText(/No slots on this day/)).toBeTruthy());
  });

  it('shows the field error and sends nothing for a day that ends before it starts', async () => {
    const onSubmit = vi.fn(async () => undefined);
    render(<AppointmentSettingsForm initial={openWeek(60)} timeZone={zone} onSubmit={onSubmit} now={now} />);
    fireEvent.change(screen.getByLabelText('Monday end time'), { target: { value: '08:00' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Appointment Policy' }));
    expect(await screen.findByText('End Time must be after Start Time')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the edited settings once per submit', async () => {
    const onSubmit = vi.fn(async (_settings: AppointmentSettings) => undefined);
    render(<AppointmentSettingsForm initial={openWeek(60)} timeZone={zone} onSubmit={onSubmit} now={now} />);
    fireEvent.change(screen.getByLabelText(/^Appointments Per Time Slot/), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      appointmentPolicy: { appointmentsPerTimeSlot: 3, duration: 60 },
    });
  });

  it('shows the 24-hour default cut-off for settings saved without one and sends the edited hours', async () => {
    const onSubmit = vi.fn(async (_settings: AppointmentSettings) => undefined);
    render(<AppointmentSettingsForm initial={openWeek(60)} timeZone={zone} onSubmit={onSubmit} now={now} />);
    const cutOff = screen.getByLabelText(/^Cancellation Cut-off/) as HTMLInputElement;
    expect(cutOff.value).toBe('24');
    fireEvent.change(cutOff, { target: { value: '48' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ appointmentPolicy: { cancellationCutoffHours: 48 } });
  });
});
