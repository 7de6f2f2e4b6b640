import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'epaper-admin';
const AUDIENCE = 'epaper-admin-api';

/** What an access token says about its bearer. */
export type AccessClaims = { userId: number; sessionId: string };

/** Signs a short-lived HS256 access token naming the user and the session. */
export async function signAccessToken(claims: AccessClaims, key: Uint8Array, ttlSeconds: number): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Verifies signature, algorithm (HS256 only: `none` and others are refused), issuer,
 * audience and expiry, which must be present: a token without `exp` would never end.
 * Returns null for any token that fails, or whose claims are not what we sign.
 */
export async function verifyAccessToken(token: string, key: Uint8Array): Promise<AccessClaims | null> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'iat'],
    });
    // jose understands the `b64` extension; we never sign with one, so any `crit` is not ours.
    if (protectedHeader.crit !== undefined) return null;
    const userId = Number(payload.sub);
    if (typeof payload.sub !== 'string' || !Number.isSafeInteger(userId) || userId < 1) return null;
    if (typeof payload.sid !== 'string' || !UUID_PATTERN.test(payload.sid)) return null;
    return { userId, sessionId: payload.sid };
  } catch {
    return null;
  }
}

/** A refresh token is `<session id>.<secret>`; only the secret's hash is stored. */
export function newRefreshToken(sessionId: string): { token: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${sessionId}.${secret}`, hash: hashSecret(secret) };
}

/** Splits a refresh token into its session id and secret hash; null when malformed. */
export function parseRefreshToken(token: string): { sessionId: string; hash: string } | null {
  const [sessionId, secret, ...rest] = token.split('.');
  if (!sessionId || !secret || rest.length > 0) return null;
  if (!UUID_PATTERN.test(sessionId) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { sessionId, hash: hashSecret(secret) };
}

/** Constant-time comparison of two stored hashes. */
export function hashesMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A new random signing key, base64url. */
export function generateSecret(bytes = 48): string {
  return randomBytes(bytes).toString('base64url');
}
