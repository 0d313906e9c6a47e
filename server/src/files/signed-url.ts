import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

// A link to a stored file that works where no bearer header can be sent: an <iframe> preview and
// a plain download link. The token in the URL names one file of one tenant and expires soon.

export type DownloadResource = 'resume' | 'document';

export type DownloadGrant = { resourceType: DownloadResource; id: string; tenantId: string };

export type SignDownloadInput = DownloadGrant & { expiresInSeconds?: number };

export const DEFAULT_DOWNLOAD_TTL_SECONDS = 600;

const ISSUER = 'recruiting-workspace';
const AUDIENCE = 'file-download';
const RESOURCE_TYPES: readonly string[] = ['resume', 'document'] satisfies DownloadResource[];

export type InvalidDownloadReason = 'expired' | 'invalid';

/** The token is expired, tampered with, or for another file; the message is meant for the user. */
export class InvalidDownloadTokenError extends Error {
  override name = 'InvalidDownloadTokenError';

  constructor(readonly reason: InvalidDownloadReason) {
    super(reason === 'expired' ? 'This download link has expired. Please open the file again.' : 'This download link is not valid.');
  }
}

export async function signDownload(input: SignDownloadInput, secret: string): Promise<string> {
  const expiresIn = input.expiresInSeconds ?? DEFAULT_DOWNLOAD_TTL_SECONDS;
  return new SignJWT({ rt: input.resourceType, tid: input.tenantId })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(input.id)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(downloadKey(secret));
}

/**
 * Returns what the token grants. Pass `expected` (the resource named in the URL path) so that a
 * token for one file cannot open another.
 */
export async function verifyDownload(
  token: string,
  secret: string,
  expected?: Pick<DownloadGrant, 'resourceType' | 'id'>,
): Promise<DownloadGrant> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, downloadKey(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    }));
  } catch (error) {
    throw new InvalidDownloadTokenError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
  }

  const { sub: id, rt: resourceType, tid: tenantId } = payload;
  if (typeof id !== 'string' || typeof tenantId !== 'string' || typeof resourceType !== 'string') {
    throw new InvalidDownloadTokenError('invalid');
  }
  if (!RESOURCE_TYPES.includes(resourceType)) throw new InvalidDownloadTokenError('invalid');
  if (expected && (expected.resourceType !== resourceType || expected.id !== id)) {
    throw new InvalidDownloadTokenError('invalid');
  }
  return { resourceType: resourceType as DownloadResource, id, tenantId };
}

// A key of its own, derived from the app secret, so a download token can never pass as a session
// token (or the reverse) even where a verifier forgets to check the audience.
function downloadKey(secret: string): Uint8Array {
  return createHmac('sha256', secret).update('signed-download-url').digest();
}
