import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { FbiResponseNote, fbiResponseBadgeText } from './FbiResponseNote';

const MESSAGE = 'L0008 - THE QUALITY OF THE CHARACTERISTICS IS TOO LOW TO BE USED';

describe("the FBI's answer on the record", () => {
  it('shows a reject with its date, EBTS code and message', () => {
    render(
      <FbiResponseNote
        response={{ kind: 'ERRT', date: '2026-11-27', errorCode: 'L0008', message: MESSAGE }}
      />,
    );
    const note = screen.getByTestId('fbi-response');
    expect(note.textContent).toContain('Rejected by the FBI on 2026-11-27');
    expect(note.textContent).toContain('L0008');
    expect(note.textContent).toContain('TOO LOW TO BE USED');
  });

  it('shows a processed submission with its date, and nothing before an answer', () => {
    const { unmount } = render(
      <FbiResponseNote response={{ kind: 'SRE', date: '2026-11-28', errorCode: null, message: null }} />,
    );
    expect(screen.getByTestId('fbi-response').textContent).toBe('Processed by the FBI on 2026-11-28');
    unmount();
    render(<FbiResponseNote response={null} />);
    expect(screen.queryByTestId('fbi-response')).toBeNull();
  });

  it('badges a reject in the list by its code, and nothing else', () => {
    expect(fbiResponseBadgeText({ kind: 'ERRT', date: null, errorCode: 'L0116', message: 'x' })).toBe(
      'FBI L0116',
    );
    expect(fbiResponseBadgeText({ kind: 'ERRT', date: null, errorCode: null, message: 'x' })).toBe(
      'FBI reject',
    );
    expect(
      fbiResponseBadgeText({ kind: 'SRE', date: '2026-11-28', errorCode: null, message: null }),
    ).toBeNull();
    expect(fbiResponseBadgeText(null)).toBeNull();
  });
});
