import { printQualityLabel, type PrintQuality } from '@ridgeline/domain';

export { isPrintQuality, type PrintQuality } from '@ridgeline/domain';

/** The scale and its names live in libs/domain; the colours are the UI's. */
const QUALITY_COLOR: Readonly<Record<PrintQuality, string>> = {
  1: 'green',
  2: 'teal',
  3: 'yellow',
  4: 'orange',
  5: 'red',
};

export function qualityColor(quality: PrintQuality): string {
  return QUALITY_COLOR[quality];
}

export function qualityText(quality: PrintQuality): string {
  return printQualityLabel(quality);
}
