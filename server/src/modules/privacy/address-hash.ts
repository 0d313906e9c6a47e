import { createHmac, randomBytes } from 'node:crypto';
import type { PrismaClient } from '../../db/database.js';
import type { Prisma } from '../../generated/prisma/client.js';

// Its own key, not the session key: rotating JWT_SECRET must not take erased people off the
// do-not-contact list. Made once by whichever replica needs it first, like the session key.
const ADDRESS_HASH_KEY = 'address-hash';

type Db = PrismaClient | Prisma.TransactionClient;

async function addressHashKey(db: Db): Promise<string> {
  await db.generatedSecret.createMany({ data: [{ name: ADDRESS_HASH_KEY, value: randomBytes(32).toString('base64url') }], skipDuplicates: true });
  return (await db.generatedSecret.findUniqueOrThrow({ where: { name: ADDRESS_HASH_KEY } })).value;
}

/**
 * What the do-not-contact list keeps of an erased address: an HMAC keyed by the deployment's
 * secret over the tenant and the lower-cased address. The same address gives the same value in
 * its tenant only, and without the key nobody can test guesses against it.
 */
export async function addressHash(db: Db, tenantId: string, email: string): Promise<string> {
  return hashWith(await addressHashKey(db), tenantId, email);
}

const hashWith = (key: string, tenantId: string, email: string) => createHmac('sha256', key).update(`${tenantId}\n${email.trim().toLowerCase()}`).digest('hex');

/**
 * `addressHash` of each address, in order, to look them up on the do-not-contact list (a page of
 * candidates looks up all of theirs). Reads the key without making it: before the first erase
 * there is none, no hashed entry either, and a list page need not write.
 */
export async function addressHashesToFind(db: Db, tenantId: string, emails: string[]): Promise<string[]> {
  const key = emails.length > 0 ? await db.generatedSecret.findUnique({ where: { name: ADDRESS_HASH_KEY } }) : null;
  return key ? emails.map((email) => hashWith(key.value, tenantId, email)) : [];
}

/** A short, stable reference to a person for the audit trail, from which the address cannot be read back. */
export const auditReference = (hash: string) => hash.slice(0, 12);
