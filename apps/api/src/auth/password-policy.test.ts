import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { isCommonPassword, newPasswordProblem } from './password-policy';

const TOO_COMMON = 'This password is too common and easy to guess. Please choose another';
const problem = (password: string) =>
  newPasswordProblem({ newPassword: password, confirmPassword: password, email: 'avery@ridgeline.test' });

describe('the common-password check', () => {
  it('uses a maintained list of at least 10,000 common passwords, deep entries included', () => {
    const list = dictionary['passwords-common'];
    expect(list.length).toBeGreaterThanOrEqual(10_000);
    for (const index of [0, 5_000, 9_999, 20_000, list.length - 1]) {
      expect(isCommonPassword(list[index]!), list[index]).toBe(true);
    }
  });

  it('normalises before checking: case, white space, full-width letters and the symbols around it', () => {
    for (const variant of [
      'password1 ',
      ' Password1',
      'PASS WORD1',
      'ｐａｓｓｗｏｒｄ１',
      'password1!',
      '**password1**',
    ]) {
      expect(problem(variant), JSON.stringify(variant)).toBe(TOO_COMMON);
    }
  });

  it('also refuses the passwords of our own list, which the maintained one lacks (product and season names)', () => {
    for (const password of ['fingerprint', 'Ridgeline', 'Summer2025', 'p@ssword']) {
      expect(problem(password), password).toBe(TOO_COMMON);
    }
  });

  it('still accepts a password that is not on the list', () => {
    expect(problem('Granite-Heron-Tuesday-71')).toBeNull();
    expect(isCommonPassword('Ridgeline-Admin-2026')).toBe(false);
  });
});

describe('the length rule', () => {
  // Code points, not UTF-16 units: each of these birds is two units.
  const codePoints = (count: number) => [...'Tq9-Vireo-\u{1F426}-Zx4-'.repeat(20)].slice(0, count).join('');

  it('accepts 8 to 128 characters counted as code points', () => {
    expect(problem(codePoints(8))).toBeNull();
    expect(problem(codePoints(128))).toBeNull();
    expect(codePoints(128).length).toBeGreaterThan(128);
  });

  it('refuses 7 and 129 characters, naming the limit', () => {
    expect(problem(codePoints(7))).toBe('Password must be at least 8 characters');
    expect(problem(codePoints(129))).toBe('Password must be at most 128 characters');
  });
});
