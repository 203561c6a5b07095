/** Key/value pairs of a NISTCOM comment ("NIST_COM n" followed by one "KEY value" per line). */
export function parseNistcom(text: string): Map<string, string> | undefined {
  if (!text.startsWith('NIST_COM')) return undefined;
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.replace(/\0+$/, '');
    const space = trimmed.indexOf(' ');
    if (space <= 0) continue;
    fields.set(trimmed.slice(0, space), trimmed.slice(space + 1).trim());
  }
  return fields;
}

/** Builds the NISTCOM text NBIS cwsq writes (field order and formatting as NBIS, no trailing newline). */
export function buildNistcom(width: number, height: number, ppi: number, bitrate: number): string {
  return [
    'NIST_COM 9',
    `PIX_WIDTH ${width}`,
    `PIX_HEIGHT ${height}`,
    'PIX_DEPTH 8',
    `PPI ${ppi}`,
    'LOSSY 1',
    'COLORSPACE GRAY',
    'COMPRESSION WSQ',
    `WSQ_BITRATE ${bitrate.toFixed(6)}`,
  ].join('\n');
}

/** PPI from the first NISTCOM comment; NBIS writes -1 for unknown. */
export function ppiFromComments(comments: readonly string[]): number | undefined {
  for (const c of comments) {
    const fields = parseNistcom(c);
    if (!fields) continue;
    const raw = fields.get('PPI');
    if (raw === undefined) return undefined;
    const ppi = Number.parseInt(raw, 10);
    return Number.isFinite(ppi) && ppi > 0 ? ppi : undefined;
  }
  return undefined;
}
