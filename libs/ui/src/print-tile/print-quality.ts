/** NFIQ-style print quality: 1 is the best, 5 the worst. */
export type PrintQuality = 1 | 2 | 3 | 4 | 5;

const QUALITY_COLOR: Readonly<Record<PrintQuality, string>> = {
  1: 'green',
  2: 'teal',
  3: 'yellow',
  4: 'orange',
  5: 'red',
};

const QUALITY_TEXT: Readonly<Record<PrintQuality, string>> = {
  1: 'Excellent',
  2: 'Very good',
  3: 'Good',
  4: 'Fair',
  5: 'Poor',
};

export function qualityColor(quality: PrintQuality): string {
  return QUALITY_COLOR[quality];
}

export function qualityText(quality: PrintQuality): string {
  return QUALITY_TEXT[quality];
}

export function isPrintQuality(value: number): value is PrintQuality {
  return Number.isInteger(value) && value >= 1 && value <= 5;
}
