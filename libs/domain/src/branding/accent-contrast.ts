/**
 * WCAG 2.x contrast of a partner's accent colour against white. The public booking pages put white text on the
 * accent (buttons) and the accent on white (links, headings), so the colour must reach the 4.5:1 that WCAG's
 * level AA asks of normal text both ways; one check covers both, since the pair is the same.
 */
export const MIN_ACCENT_CONTRAST = 4.5;

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG's relative luminance of one sRGB channel (0–255). */
function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of `#rrggbb`; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const match = HEX.exec(hex);
  if (!match) return null;
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => channel(parseInt(part ?? '0', 16)));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** The contrast ratio of two `#rrggbb` colours (1 to 21); null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Why an accent colour cannot be used on the booking pages, or null when it can (or is not a colour at all). */
export function accentContrastDefect(hex: string): string | null {
  const ratio = contrastRatio(hex, '#ffffff');
  if (ratio === null || ratio >= MIN_ACCENT_CONTRAST) return null;
  return `Accent colour must contrast at least ${MIN_ACCENT_CONTRAST}:1 with white (this one is ${Math.floor(ratio * 100) / 100}:1); choose a darker colour`;
}
