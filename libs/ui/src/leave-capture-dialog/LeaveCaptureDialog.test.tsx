import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../test/render';
import { LeaveCaptureDialog } from './LeaveCaptureDialog';

describe('LeaveCaptureDialog', () => {
  it('asks to confirm leaving with Exit, the data-loss message, Cancel and OK', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<LeaveCaptureDialog opened variant="confirm" onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'Exit' });
    expect(within(dialog).getByText('Data will be lost. Do you want to proceed?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('offers only the agent download and Cancel when the agent is unreachable', async () => {
    const onCancel = vi.fn();
    render(
      <LeaveCaptureDialog
        opened
        variant="agentUnreachable"
        downloadUrl="https://downloads.example.test/agent.msi"
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Exit' });
    expect(within(dialog).getByText('Data will be lost. Do you want to proceed?')).toBeTruthy();
    const link = within(dialog).getByRole('link', { name: 'Download here' });
    expect(link.getAttribute('href')).toBe('https://downloads.example.test/agent.msi');
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('renders nothing while closed', () => {
    render(<LeaveCaptureDialog opened={false} variant="confirm" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
