import { describe, expect, it } from 'vitest';
import { previewTimeZone } from './preview-zone';

describe('previewTimeZone', () => {
  it("speaks in the location's zone, else the session's, never the browser's", () => {
    expect(previewTimeZone('America/Los_Angeles', 'America/New_York')).toBe('America/Los_Angeles');
    expect(previewTimeZone(undefined, 'America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(previewTimeZone('', undefined)).toBe('UTC');
  });
});
