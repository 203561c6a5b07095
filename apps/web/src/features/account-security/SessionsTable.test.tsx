import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { SessionsTable } from './SessionsTable';

const session = {
  id: '00000000-0000-4000-8000-000000000001',
  area: 'system' as const,
  ip: '203.0.113.7',
  createdOn: '2026-11-27T21:19:56.614Z',
  lastSeenOn: '2026-11-28T03:05:00.000Z',
  expiresOn: '2026-11-28T09:05:00.000Z',
  current: false,
  partnerId: null,
  locationId: null,
};

// The browser's zone must not show through: the test's process runs in New York, where the old screen's
// toLocaleString would have read 4:19 PM.
let zone: string | undefined;
beforeEach(() => {
  zone = process.env['TZ'];
  process.env['TZ'] = 'America/New_York';
});
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('the active sessions table', () => {
  it("shows when each session signed in and was last active in UTC, named, not in the browser's zone", () => {
    render(<SessionsTable sessions={[session]} ending={false} onEnd={() => undefined} />);
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      'System administration ',
      '203.0.113.7',
      'Nov 27, 2026 9:19 PM UTC',
      'Nov 28, 2026 3:05 AM UTC',
    ]);
  });
});
