import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * URLs of stored files for `<img>` tags and download links, which cannot carry a bearer
 * token: the API signs each for the signed-in admin's session, and the file route
 * accepts it only while it has not expired and that session is still live (so signing
 * out, or a suspension, ends every URL at once). Nothing secret is in the URL: the
 * signature is an HMAC under a key derived from the token secret.
 */

/** What a signed URL grants: one file, to one session, until a time; optionally as a named download. */
export type FileGrant = { key: string; userId: number; sessionId: string; expiresAt: number; download?: string };

/** A URL is valid for one to two hours: the same URL all hour, so browsers cache the images it names. */
const WINDOW_SECONDS = 3600;

export function fileUrlExpiry(nowSeconds = Math.floor(Date.now() / 1000)): number {
  return (Math.floor(nowSeconds / WINDOW_SECONDS) + 2) * WINDOW_SECONDS;
}

const keys = new WeakMap<Uint8Array, Buffer>();
/** A key of its own, derived from the token secret: a file signature can never pass for a token's. */
function fileUrlKey(signingKey: Uint8Array): Buffer {
  let key = keys.get(signingKey);
  if (!key) {
    key = createHmac('sha256', signingKey).update('epaper file urls v1').digest();
    keys.set(signingKey, key);
  }
  return key;
}

function signatureOf(grant: FileGrant, signingKey: Uint8Array): Buffer {
  const signed = [grant.key, grant.userId, grant.sessionId, grant.expiresAt, grant.download ?? ''].join('\n');
  return createHmac('sha256', fileUrlKey(signingKey)).update(signed).digest();
}

/** The URL of a stored file under the API's base path, signed for the grant. */
export function signFileUrl(apiBase: string, grant: FileGrant, signingKey: Uint8Array): string {
  const query = new URLSearchParams({ u: String(grant.userId), s: grant.sessionId, e: String(grant.expiresAt) });
  if (grant.download) query.set('d', grant.download);
  query.set('sig', signatureOf(grant, signingKey).toString('base64url'));
  return `${apiBase}/files/${grant.key}?${query.toString()}`;
}

type FileUrlQuery = { u?: unknown; s?: unknown; e?: unknown; d?: unknown; sig?: unknown };

/** The grant of a signed URL, or why it is refused. */
export function verifyFileUrl(
  key: string,
  query: FileUrlQuery,
  signingKey: Uint8Array,
  nowSeconds = Math.floor(Date.now() / 1000),
): FileGrant | 'expired' | 'invalid' {
  const { u, s, e, d, sig } = query;
  if (typeof u !== 'string' || typeof s !== 'string' || typeof e !== 'string' || typeof sig !== 'string') {
    return 'invalid';
  }
  if (d !== undefined && typeof d !== 'string') return 'invalid';
  if (!/^[1-9]\d{0,9}$/.test(u) || !/^\d{1,12}$/.test(e)) return 'invalid';
  const grant: FileGrant = { key, userId: Number(u), sessionId: s, expiresAt: Number(e), ...(d && { download: d }) };
  const expected = signatureOf(grant, signingKey);
  const given = Buffer.from(sig, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return grant.expiresAt > nowSeconds ? grant : 'expired';
}
