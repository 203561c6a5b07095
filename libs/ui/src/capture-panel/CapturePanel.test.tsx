import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../test/render';
import { CapturePanel, type CapturePanelProps } from './CapturePanel';

function renderPanel(overrides: Partial<CapturePanelProps> = {}) {
  const props: CapturePanelProps = {
    label: 'R. INDEX',
    previewImage: null,
    autoCapture: true,
    onAutoCaptureChange: vi.fn(),
    forceCaptureCounter: 0,
    canForceCapture: false,
    onForceCapture: vi.fn(),
    ...overrides,
  };
  render(<CapturePanel {...props} />);
  return props;
}

describe('CapturePanel', () => {
  it('shows the live preview of the finger being captured', () => {
    renderPanel({ previewImage: 'data:image/png;base64,AA==' });
    expect(screen.getByRole('img', { name: 'Live preview of R. INDEX' })).toBeTruthy();
  });

  it('switches auto-capture off and back', async () => {
    const props = renderPanel();
    const autoCapture = screen.getByRole('switch', { name: 'Auto-capture' });
    expect(autoCapture).toHaveProperty('checked', true);
    await userEvent.click(autoCapture);
    expect(props.onAutoCaptureChange).toHaveBeenCalledWith(false);
  });

  it('offers a manual capture only while auto-capture is off', async () => {
    const onCapture = vi.fn();
    renderPanel({ autoCapture: false, onCapture });
    await userEvent.click(screen.getByRole('button', { name: 'Capture' }));
    expect(onCapture).toHaveBeenCalledOnce();
  });

  it('hides the manual capture while auto-capture is on', () => {
    renderPanel({ onCapture: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Capture' })).toBeNull();
  });

  it('counts low-quality attempts on the force-capture button and forces only when allowed', async () => {
    const props = renderPanel({ forceCaptureCounter: 3, canForceCapture: true });
    await userEvent.click(screen.getByRole('button', { name: 'Force capture (3)' }));
    expect(props.onForceCapture).toHaveBeenCalledOnce();
  });

  it('keeps force capture disabled until repeated low quality allows it', () => {
    renderPanel({ forceCaptureCounter: 1 });
    expect(screen.getByRole('button', { name: 'Force capture (1)' })).toHaveProperty('disabled', true);
  });

  it('recaptures the current print', async () => {
    const onRecapture = vi.fn();
    renderPanel({ onRecapture, canRecapture: true });
    await userEvent.click(screen.getByRole('button', { name: 'Recapture' }));
    expect(onRecapture).toHaveBeenCalledOnce();
  });

  it('announces the status and shows an error the operator can act on', () => {
    renderPanel({ status: 'Place the right index finger', error: 'Invalid finger' });
    expect(screen.getByRole('status').textContent).toBe('Place the right index finger');
    expect(screen.getByRole('alert').textContent).toContain('Invalid finger');
  });
});
