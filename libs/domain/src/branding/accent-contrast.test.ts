import { describe, expect, it } from 'vitest';
import { accentContrastDefect, contrastRatio } from './accent-contrast';

// Reference pairs from WCAG 2.x's contrast definition: black on white is 21:1; #767676 is the lightest grey
// that passes 4.5:1 on white (4.54:1) and #777777 the first that fails (4.48:1).
describe('the accent colour contrast', () => {
  it('computes the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('green', '#ffffff')).toBeNull();
  });

  it('accepts an accent that reaches 4.5:1 with white and names the ratio of one that does not', () => {
    expect(accentContrastDefect('#767676')).toBeNull();
    expect(accentContrastDefect('#0b5cad')).toBeNull();
    expect(accentContrastDefect('#777777')).toBe(
      'Accent colour must contrast at least 4.5:1 with white (this one is 4.47:1); choose a darker colour',
    );
    expect(accentContrastDefect('#ffd43b')).toMatch(/this one is 1\.\d+:1/);
  });
});
