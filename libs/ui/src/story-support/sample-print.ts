/**
 * A stand-in print for stories: concentric ridges drawn as SVG, so stories need no binary fixtures.
 * `seed` shifts the centre so neighbouring tiles do not look identical.
 */
export function samplePrint(seed = 0, width = 200, height = 240): string {
  const cx = width / 2 + ((seed * 7) % 21) - 10;
  const cy = height / 2 + ((seed * 11) % 25) - 12;
  const ridges = Array.from({ length: 16 }, (_, ring) => {
    const rx = 8 + ring * 6;
    const ry = 10 + ring * 7.5;
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#222" stroke-width="2.6"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f4f4"/>${ridges}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
