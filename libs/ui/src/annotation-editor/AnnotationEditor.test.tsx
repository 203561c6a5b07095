import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '../test/render';
import { AnnotationEditor } from './AnnotationEditor';

describe('AnnotationEditor', () => {
  it('lists the ten fingers, right hand first', () => {
    render(<AnnotationEditor annotations={[]} onChange={() => undefined} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'R. THUMB',
      'R. INDEX',
      'R. MIDDLE',
      'R. RING',
      'R. LITTLE',
      'L. THUMB',
      'L. INDEX',
      'L. MIDDLE',
      'L. RING',
      'L. LITTLE',
    ]);
  });

  it('marks an amputated finger red', async () => {
    const onChange = vi.fn();
    render(<AnnotationEditor annotations={[]} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'L. INDEX annotation' });
    await userEvent.click(within(group).getByLabelText('Amputated'));
    expect(onChange).toHaveBeenCalledWith('LEFT_INDEX_ROLL', {
      code: 'LEFT_INDEX_ROLL',
      color: 'RED',
      reason: 'Amputated',
    });
  });

  it('marks a finger unable to print red', async () => {
    const onChange = vi.fn();
    render(<AnnotationEditor annotations={[]} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'R. RING annotation' });
    await userEvent.click(within(group).getByLabelText('Unable to print'));
    expect(onChange).toHaveBeenCalledWith('RIGHT_RING_ROLL', {
      code: 'RIGHT_RING_ROLL',
      color: 'RED',
      reason: 'Unable to print',
    });
  });

  it('marks any other condition yellow and asks for its reason', async () => {
    const onChange = vi.fn();
    const { rerender } = renderEditor(onChange);
    const group = screen.getByRole('radiogroup', { name: 'R. THUMB annotation' });
    await userEvent.click(within(group).getByLabelText('Other'));
    expect(onChange).toHaveBeenLastCalledWith('RIGHT_THUMB_ROLL', {
      code: 'RIGHT_THUMB_ROLL',
      color: 'YELLOW',
      reason: '',
    });
    rerender([{ code: 'RIGHT_THUMB_ROLL', color: 'YELLOW', reason: '' }]);
    const reason = screen.getByRole('textbox', { name: 'R. THUMB reason' });
    expect(screen.getByText('Give a reason')).toBeTruthy();
    await userEvent.type(reason, 'B');
    expect(onChange).toHaveBeenLastCalledWith('RIGHT_THUMB_ROLL', {
      code: 'RIGHT_THUMB_ROLL',
      color: 'YELLOW',
      reason: 'B',
    });
  });

  it('clears an annotation with None', async () => {
    const onChange = vi.fn();
    render(
      <AnnotationEditor
        annotations={[{ code: 'LEFT_LITTLE_ROLL', color: 'RED', reason: 'Amputated' }]}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'L. LITTLE annotation' });
    await userEvent.click(within(group).getByLabelText('None'));
    expect(onChange).toHaveBeenCalledWith('LEFT_LITTLE_ROLL', null);
  });
});

function renderEditor(onChange: () => void) {
  const view = render(<AnnotationEditor annotations={[]} onChange={onChange} />);
  return {
    rerender: (annotations: Parameters<typeof AnnotationEditor>[0]['annotations']) =>
      view.rerender(<AnnotationEditor annotations={annotations} onChange={onChange} />),
  };
}
