import type { AuthorityChange } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { refusal } from './authority';

/*
 * The words of each refusal of the authority rule (issue 24): always 403 "no access" (4033, the code
 * docs/decisions.md gives a location session's refusal), the reason stated in the message and the description.
 * A location session reaches the rule's own "location-session" verdict only past the scope checks of the routes
 * in front of it (they answer 404 or 400 first), so the answer is checked here, where it is made.
 */
const partnerId = '5d0c1b2a-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const roleChange: AuthorityChange = {
  kind: 'role',
  partnerId,
  roleId: null,
  after: { active: true, forLocation: false, codes: ['roles:list'] },
};
const grantChange: AuthorityChange = {
  kind: 'grant',
  partnerId,
  userId: null,
  locationId: null,
  roleId: '0f1e2d3c-4b5a-4968-8776-655443322110',
};

describe('the answer to a change the authority rule refuses', () => {
  it('a location session is told the change is for partner-level users, naming the location session', () => {
    const answer = refusal({ allowed: false, reason: 'location-session' }, grantChange);
    expect(answer.statusCode).toBe(403);
    expect(answer.code).toBe(4033);
    expect(answer.message).toBe('This is open to partner-level users only');
    expect(answer.description).toMatch(/location session/);
  });

  it('the last administrator is kept: the message says the partner would have none, the description how to keep one', () => {
    const answer = refusal({ allowed: false, reason: 'last-administrator' }, grantChange);
    expect([answer.statusCode, answer.code]).toEqual([403, 4033]);
    expect(answer.message).toMatch(/without an administrator/);
    expect(answer.description).toMatch(/at least one active user/);
  });

  it('a permission not held is named, and a role change is told apart from a grant', () => {
    const forRole = refusal({ allowed: false, reason: 'not-held', code: 'users:modify' }, roleChange);
    expect([forRole.statusCode, forRole.code]).toEqual([403, 4033]);
    expect(forRole.message).toMatch(/give a role a permission/);
    expect(forRole.description).toBe('users:modify is not among your permissions');
    const forGrant = refusal({ allowed: false, reason: 'not-held', code: 'users:modify' }, grantChange);
    expect(forGrant.message).toMatch(/give or remove more access/);
    expect(forGrant.message).not.toBe(forRole.message);
    // Without a code the description still reads as a sentence.
    const unnamed = refusal({ allowed: false, reason: 'not-held' }, grantChange);
    expect(unnamed.description).toBe('a permission is not among your permissions');
  });
});
