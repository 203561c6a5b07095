/** The device agent's own print-quality scale (not NFIQ): 1 is the best, 5 the worst. */
export const PRINT_QUALITIES = [1, 2, 3, 4, 5] as const;
export type PrintQuality = (typeof PRINT_QUALITIES)[number];
export const BEST_PRINT_QUALITY: PrintQuality = 1;
export const WORST_PRINT_QUALITY: PrintQuality = 5;

/**
 * The worst score a capture is kept at without force capture; 4 and 5 are refused, as the agent's own
 * auto-capture refuses them (docs/decisions.md "Capture machine").
 */
export const ACCEPTABLE_PRINT_QUALITY: PrintQuality = 3;

/** The score recorded for a refusal that came without a score (the agent's LOW_QUALITY error). */
export const REFUSED_PRINT_QUALITY: PrintQuality = 4;

const QUALITY_LABELS: Readonly<Record<PrintQuality, string>> = {
  1: 'Excellent',
  2: 'Very good',
  3: 'Good',
  4: 'Fair',
  5: 'Poor',
};

export function isPrintQuality(value: number): value is PrintQuality {
  return Number.isInteger(value) && value >= BEST_PRINT_QUALITY && value <= WORST_PRINT_QUALITY;
}

/** Whether a print of this score is refused unless the operator forces the capture. */
export function isRefusedQuality(quality: number): boolean {
  return quality > ACCEPTABLE_PRINT_QUALITY;
}

export function printQualityLabel(quality: PrintQuality): string {
  return QUALITY_LABELS[quality];
}
