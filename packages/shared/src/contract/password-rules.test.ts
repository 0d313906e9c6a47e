import { describe, expect, it } from 'vitest';
import { newPasswordField } from './auth.js';
import { checkPassword, isPasswordValid, PASSWORD_SPECIAL_CHARACTERS, utf8ByteLength } from './password-rules.js';

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
    expect(newPasswordField().safeParse(password).success).toBe(expected);
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

  it('When a new password misses rules, then the message the server answers names each, in the checklist order', () => {
    const result = newPasswordField('New password').safeParse('abc');
    expect(result.error?.issues[0]?.message).toBe(
      'Password does not meet requirements: it needs at least 8 characters, an uppercase letter, a digit, a special character.',
    );
  });

  it('When a password is longer than bcrypt reads, then it is refused by its UTF-8 bytes, not its characters', () => {
    const seventyTwoBytes = `Aa1!${'é'.repeat(34)}`;
    expect(newPasswordField().safeParse(seventyTwoBytes).success).toBe(true);
    expect(newPasswordField().safeParse(`${seventyTwoBytes}x`).error?.issues[0]?.message).toBe('Password must be at most 72 bytes long');
  });

  it.each(['', 'plain ascii', 'é ü ß', '€ and 中文', '😀 emoji', 'lone \ud800 surrogate', '\udfff'])(
    'When the text is %j, then its UTF-8 length is what Node encodes',
    (text) => {
      expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text));
    },
  );
});
