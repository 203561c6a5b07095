import { defaultPrinterConfig } from '@ridgeline/domain';
import { describe, expect, it } from 'vitest';
import { toneForPrinting } from './print-tone';

const ramp = { width: 256, height: 1, pixels: Uint8Array.from({ length: 256 }, (_, i) => i) };
const tone = (settings: Partial<ReturnType<typeof defaultPrinterConfig>>) =>
  toneForPrinting(ramp, { ...defaultPrinterConfig(), ...settings }).pixels;

describe('toneForPrinting', () => {
  it('leaves the print as captured at the defaults', () => {
    expect(tone({})).toEqual(ramp.pixels);
  });

  it('printBlack +100 makes the darkest quarter solid black; -100 lifts black to grey 64', () => {
    expect(tone({ printBlack: '100' })[63]).toBe(0);
    expect(tone({ printBlack: '100' })[64]).toBe(0);
    expect(tone({ printBlack: '100' })[255]).toBe(255);
    expect(tone({ printBlack: '-100' })[0]).toBe(64);
    expect(tone({ printBlack: '-100' })[255]).toBe(255);
  });

  it('printWhite +100 makes the lightest quarter white; -100 lowers white to grey 191', () => {
    expect(tone({ printWhite: '100' })[191]).toBe(255);
    expect(tone({ printWhite: '100' })[0]).toBe(0);
    expect(tone({ printWhite: '-100' })[255]).toBe(191);
  });

  it('gamma +100 squares the mid-tones (darker), -100 takes their square root (lighter)', () => {
    expect(tone({ gamma: '100' })[128]).toBe(Math.round(255 * (128 / 255) ** 2));
    expect(tone({ gamma: '-100' })[128]).toBe(Math.round(255 * (128 / 255) ** 0.5));
  });

  it('sharpness steepens an edge and its negative softens it; a flat area stays flat', () => {
    const edge = { width: 4, height: 1, pixels: Uint8Array.from([100, 100, 200, 200]) };
    const sharp = toneForPrinting(edge, { ...defaultPrinterConfig(), sharpness: '100' }).pixels;
    const soft = toneForPrinting(edge, { ...defaultPrinterConfig(), sharpness: '-100' }).pixels;
    expect(sharp[1]).toBeLessThan(100);
    expect(sharp[2]).toBeGreaterThan(200);
    expect(soft[1]).toBeGreaterThan(100);
    expect(soft[2]).toBeLessThan(200);
    const flat = { width: 3, height: 3, pixels: new Uint8Array(9).fill(90) };
    expect(toneForPrinting(flat, { ...defaultPrinterConfig(), sharpness: '100' }).pixels).toEqual(
      flat.pixels,
    );
  });
});
