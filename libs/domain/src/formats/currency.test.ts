import { describe, expect, it } from 'vitest';
import { formatCurrency } from './currency';

describe('currency display', () => {
  it('always shows two decimals', () => {
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(12.5)).toBe('$12.50');
    expect(formatCurrency(1234.567)).toBe('$1,234.57');
  });

  it('stays unabbreviated below 100000', () => {
    expect(formatCurrency(99_999.99)).toBe('$99,999.99');
  });

  it('uses K from 100000, M from a million and B from a billion', () => {
    expect(formatCurrency(100_000)).toBe('$100.00K');
    expect(formatCurrency(250_500)).toBe('$250.50K');
    expect(formatCurrency(1_500_000)).toBe('$1.50M');
    expect(formatCurrency(2_000_000_000)).toBe('$2.00B');
  });

  it('picks the scale after rounding', () => {
    expect(formatCurrency(99_999.999)).toBe('$100.00K');
    expect(formatCurrency(999_999.999)).toBe('$1.00M');
  });

  it('keeps the sign and accepts another symbol', () => {
    expect(formatCurrency(-150_000)).toBe('-$150.00K');
    expect(formatCurrency(-0.001)).toBe('$0.00');
    expect(formatCurrency(5, '€')).toBe('€5.00');
  });

  it('shows nonsense amounts as zero', () => {
    expect(formatCurrency(Number.NaN)).toBe('$0.00');
  });
});
