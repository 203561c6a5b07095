import { describe, expect, it } from 'vitest';
import { appointmentListSearch } from './appointment-list-search';
import { listSearch } from '../lists/list-search';
import { auditSearchSchema } from '../audit-trail/audit-search';
import * as v from 'valibot';

// The router reads `?q=4155551082` as JSON, i.e. as the number 4155551082 (issue 27, item 1).
describe('digits typed into a list search', () => {
  it('stay the search text of the appointment list, other lists and the audit trail', () => {
    expect(appointmentListSearch({ q: 4155551082 }).q).toBe('4155551082');
    expect(appointmentListSearch({ q: '415-555-1082' }).q).toBe('415-555-1082');
    expect(listSearch({ q: 4155 }).q).toBe('4155');
    expect(v.parse(auditSearchSchema, { q: 4155551082 }).q).toBe('4155551082');
  });

  it('drops what is not text', () => {
    expect(appointmentListSearch({ q: { a: 1 } }).q).toBe('');
    expect(appointmentListSearch({ q: 1.5 }).q).toBe('');
  });
});
