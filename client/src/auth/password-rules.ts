// One definition of the password rules for every screen; the server enforces the same set.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>_-+=[]\\/~`;\'';

export type PasswordRuleId = 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';

export type PasswordRule = {
  id: PasswordRuleId;
  label: string;
  test: (password: string) => boolean;
};

export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lowercase', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /[0-9]/.test(p) },
  {
    id: 'special',
    label: 'One special character (e.g. ! @ # $ %)',
    test: (p) => [...p].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
];

export function checkPassword(password: string): { rule: PasswordRule; isMet: boolean }[] {
  return PASSWORD_RULES.map((rule) => ({ rule, isMet: rule.test(password) }));
}

export function isPasswordValid(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}
