import { describe, expect, it } from 'vitest';
import { beginAsTenantText } from './tenant-transaction-pg';

// The settings travel as literals in one simple-protocol message (no parameters there): only UUIDs may reach it.
describe('beginAsTenantText', () => {
  const partnerId = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';

  it('starts the transaction and sets the role and both settings for it only', () => {
    expect(beginAsTenantText({ partnerId, locationId: null })).toBe(
      "begin; select set_config('role', 'ridgeline_app', true), " +
        `set_config('app.partner_id', '${partnerId}', true), set_config('app.location_id', '', true)`,
    );
  });

  it.each([
    ["x', true); select set_config('role', 'postgres", null, 'partnerId'],
    [partnerId, "'; commit; --", 'locationId'],
    ['', null, 'partnerId'],
    [`${partnerId} `, null, 'partnerId'],
  ])('refuses partner %j / location %j that are not UUIDs, naming %s', (partner, location, field) => {
    expect(() => beginAsTenantText({ partnerId: partner, locationId: location })).toThrow(
      `${field} of a request transaction must be a UUID`,
    );
  });
});
