import { ACTION_WORDS, hasActionWords } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from './audit-actions';

// Every action the API can write (AuditEntry.action is typed by this list) reads as words on the staff's screens
// (issue 27, item 6): a new action without words fails here rather than showing its raw code.
describe('audit actions', () => {
  it('each has its own words in the domain', () => {
    expect(AUDIT_ACTIONS.filter((code) => !hasActionWords(code))).toEqual([]);
  });

  it('are all written in words, none repeating its code', () => {
    for (const code of AUDIT_ACTIONS) expect(ACTION_WORDS[code]).not.toMatch(/_|^[A-Z]+$/);
  });
});
