import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hash';

describe('password hashes', () => {
  it('stores argon2id and accepts only the password it was made from', async () => {
    const stored = await hashPassword('Granite-Heron-Tuesday-71');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'Granite-Heron-Tuesday-71')).toBe(true);
    expect(await verifyPassword(stored, 'Granite-Heron-Tuesday-72')).toBe(false);
  });

  it('refuses every password against a stored value that is not an argon2 hash, without throwing', async () => {
    // A damaged or hand-edited row must lock its account out, not answer 500 or let any password in.
    for (const stored of ['', 'not-a-hash', '$argon2id$v=19$m=19456,t=2,p=1$broken']) {
      expect(await verifyPassword(stored, 'Granite-Heron-Tuesday-71'), stored).toBe(false);
    }
  });
});
