/** From this amount on, currency is shown with a K, M or B suffix. */
export const CURRENCY_ABBREVIATION_FROM = 100_000;

const SCALES = [
  { suffix: 'K', value: 1e3 },
  { suffix: 'M', value: 1e6 },
  { suffix: 'B', value: 1e9 },
] as const;

const roundTo2 = (value: number): number => Number(value.toFixed(2));

function grouped(value: number): string {
  const [whole = '0', fraction = '00'] = value.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

/**
 * Two decimals always; amounts from 100,000 on are abbreviated (`$250.00K`, `$1.50M`, `$2.00B`). The scale is
 * chosen after rounding, so 999,999.999 reads `$1.00M`, not `$1,000.00K`.
 */
export function formatCurrency(amount: number, symbol = '$'): string {
  if (!Number.isFinite(amount)) return `${symbol}0.00`;
  const absolute = Math.abs(amount);
  const sign = roundTo2(absolute) === 0 ? '' : amount < 0 ? '-' : '';
  if (roundTo2(absolute) < CURRENCY_ABBREVIATION_FROM) return `${sign}${symbol}${grouped(absolute)}`;
  let chosen: (typeof SCALES)[number] = SCALES[0];
  for (const scale of SCALES) if (roundTo2(absolute / scale.value) >= 1) chosen = scale;
  return `${sign}${symbol}${grouped(absolute / chosen.value)}${chosen.suffix}`;
}
