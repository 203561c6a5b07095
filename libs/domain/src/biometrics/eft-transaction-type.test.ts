import { describe, expect, it } from 'vitest';
import { eftTransactionType } from './eft-transaction-type';

describe('eftTransactionType', () => {
  it("takes the transaction's own type when it is one of the four applicant TOTs", () => {
    expect(eftTransactionType('fauf', 'FBIBGCHECK')).toBe('FAUF');
    expect(eftTransactionType(' MAP ', null)).toBe('MAP');
  });

  it('else sends FBIBGCHECK as DOCE and FBIBGCHECK1 as NFUF', () => {
    expect(eftTransactionType('', 'FBIBGCHECK')).toBe('DOCE');
    expect(eftTransactionType(null, 'fbibgcheck1')).toBe('NFUF');
    expect(eftTransactionType('CAR', 'FBIBGCHECK1')).toBe('NFUF');
  });

  it('decides nothing for a partner product of its own without a type', () => {
    expect(eftTransactionType(undefined, 'NOTARY')).toBeNull();
    expect(eftTransactionType(undefined, undefined)).toBeNull();
  });
});
