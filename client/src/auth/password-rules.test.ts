import { describe, expect, it } from 'vitest';
import { checkPassword, isPasswordValid, PASSWORD_SPECIAL_CHARACTERS } from './password-rules';

describe('password rules', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Abcdef1€', false],
  ])('When the password is %s, then valid is %s', (password, expected) => {
    expect(isPasswordValid(password)).toBe(expected);
  });

  it('When a character of the fixed special set is used, then the special rule is met', () => {
    for (const char of PASSWORD_SPECIAL_CHARACTERS) {
      expect(isPasswordValid(`Abcdef1${char}`), `special character ${char}`).toBe(true);
    }
    expect(PASSWORD_SPECIAL_CHARACTERS).toContain('`');
    expect(PASSWORD_SPECIAL_CHARACTERS).toContain(';');
    expect(PASSWORD_SPECIAL_CHARACTERS).toContain("'");
  });

  it('reports each rule separately', () => {
    const met = checkPassword('abc').map(({ rule, isMet }) => [rule.id, isMet]);
    expect(met).toEqual([
      ['length', false],
      ['uppercase', false],
      ['lowercase', true],
      ['digit', false],
      ['special', false],
    ]);
  });
});
