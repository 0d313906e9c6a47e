// Native bcrypt: hashing runs on libuv's thread pool, not on the event loop every request shares.
// Its prebuilt binaries ship in the package (no install script); $2a/$2b hashes from bcryptjs verify.
import bcrypt from 'bcrypt';

// The password rules themselves are part of the client-server contract (packages/shared).

/** bcrypt cost in production: 11 keeps a sign-in near 100 ms on our 2-core hosts (tests lower it). */
export const PASSWORD_HASH_COST = 11;

export const hashPassword = (password: string, cost: number) => bcrypt.hash(password, cost);

export const verifyPassword = (password: string, hash: string) => bcrypt.compare(password, hash);

// Compared against when no account matches, so an unknown e-mail costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export function passwordCheckForUnknownUser(password: string, cost: number): Promise<boolean> {
  dummyHash ??= bcrypt.hash('no such account, still the same work', cost);
  return dummyHash.then((hash) => bcrypt.compare(password, hash)).then(() => false);
}
