import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

// Made by bcryptjs, which hashed every password before the native package: both prefixes it wrote.
const LEGACY_PASSWORD = 'Legacy!Pass9';
const LEGACY_HASHES = [
  '$2b$04$4BmdqimPR7dxKJAG/Jc7wu4Nmf4spPhSe5IsRr1UYZSSvxQPYPJZS',
  '$2a$04$4BmdqimPR7dxKJAG/Jc7wu4Nmf4spPhSe5IsRr1UYZSSvxQPYPJZS',
];

describe('password hashing', () => {
  it.each(LEGACY_HASHES)('When a stored bcryptjs hash %s is checked, then the right password matches and a wrong one does not', async (hash) => {
    expect(await verifyPassword(LEGACY_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('Legacy!Pass8', hash)).toBe(false);
  });

  it('When a password is hashed, then the hash has the asked cost and verifies', async () => {
    const hash = await hashPassword('Str0ng!Pass', 5);
    expect(hash).toMatch(/^\$2b\$05\$/);
    expect(await verifyPassword('Str0ng!Pass', hash)).toBe(true);
    expect(await verifyPassword('str0ng!Pass', hash)).toBe(false);
  });
});
