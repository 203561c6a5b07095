import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../test/render';
import { SignaturePad } from './SignaturePad';

function drawStroke(canvas: HTMLElement) {
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 10, clientY: 10 });
  fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
  fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
}

describe('SignaturePad', () => {
  it('yields the signature as a PNG data URL after each stroke', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Applicant signature" onChange={onChange} />);
    drawStroke(screen.getByRole('img', { name: 'Applicant signature' }));
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange.mock.calls[0]?.[0]).toMatch(/^data:image\/png;base64,/);
  });

  it('does not yield anything for a pointer that only hovers', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Applicant signature" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: 'Applicant signature' });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 60, clientY: 40 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('clears the signature and yields null', async () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Officer signature" onChange={onChange} />);
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toHaveProperty('disabled', true);
    drawStroke(screen.getByRole('img', { name: 'Officer signature' }));
    await userEvent.click(clear);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Sign inside the box')).toBeTruthy();
  });

  it('ignores strokes while disabled', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Applicant signature" onChange={onChange} disabled />);
    drawStroke(screen.getByRole('img', { name: 'Applicant signature' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
