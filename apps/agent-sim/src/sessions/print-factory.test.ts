import { describe, expect, it } from 'vitest';
import type { FingerNumber } from '../prints/finger-pattern';
import { PrintPool } from '../prints/print-pool';
import { synthesizePrint } from '../prints/synthesize-print';
import { PrintFactory } from './print-factory';

const clean = { degraded: false, absent: new Set<FingerNumber>() };

describe('PrintFactory', () => {
  it('synthesizes on worker threads the same print as on the request path', async () => {
    const pool = new PrintPool(1);
    try {
      const factory = new PrintFactory(pool);
      factory.prefetch('tx-pool', ['LEFT_THUMB_FLAT']);
      const fromWorker = await factory.make('tx-pool', 'LEFT_THUMB_FLAT', clean);
      const inline = synthesizePrint('tx-pool', 'LEFT_THUMB_FLAT');
      expect(Buffer.from(fromWorker.wsq)).toEqual(Buffer.from(inline.wsq));
      expect(fromWorker.fingerprint.quality).toBe(inline.quality.score);
    } finally {
      await pool.close();
    }
  });

  it('gives each capture its own id but reuses the synthesized print', async () => {
    const factory = new PrintFactory();
    const first = await factory.make('tx-cache', 'RIGHT_THUMB_FLAT', clean);
    const second = await factory.make('tx-cache', 'RIGHT_THUMB_FLAT', clean);
    expect(second.fingerprint.id).not.toBe(first.fingerprint.id);
    expect(second.wsq).toBe(first.wsq);
  });
});

describe('PrintFactory cache', () => {
  it('reuses a stamped thumb whatever fingers of the other hand are missing', async () => {
    const factory = new PrintFactory();
    const first = await factory.make('tx-missing', 'RIGHT_THUMB_FLAT', clean);
    const second = await factory.make('tx-missing', 'RIGHT_THUMB_FLAT', {
      degraded: false,
      absent: new Set([7]),
    });
    expect(second.wsq).toBe(first.wsq);
  });
});
