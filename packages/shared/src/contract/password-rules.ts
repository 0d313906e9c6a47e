// The spec's password rules, once: the client's checklist shows them as the user types and the
// server's `newPasswordField` (contract/auth.ts) enforces them. No zod here (see rules.ts).

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt reads only the first 72 bytes; a longer password would silently lose its tail. */
export const PASSWORD_MAX_BYTES = 72;
/** The spec's fixed set of special characters. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-+=[]\\/~`;\'';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export type PasswordRule = {
  id: PasswordRuleId;
  /** The checklist's line. */
  label: string;
  /** What the server's message says is missing: "it needs a digit". */
  need: string;
  test: (password: string) => boolean;
};

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    need: `at least ${PASSWORD_MIN_LENGTH} characters`,
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'uppercase', label: 'One uppercase letter', need: 'an uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', need: 'a lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', need: 'a digit', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character (e.g. ! @ # $ %)',
    need: 'a special character',
    test: (p) => [...p].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
];

export function checkPassword(password: string): { rule: PasswordRule; isMet: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, isMet: rule.test(password) }));
}

export function isPasswordValid(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/** Bytes of the text in UTF-8, as bcrypt receives it (a lone surrogate becomes U+FFFD, 3 bytes). */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    bytes += codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
  }
  return bytes;
}
