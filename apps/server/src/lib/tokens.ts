import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

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

/** Decodes one base64url JSON segment of a token; null when it is not a JSON object. */
function jsonSegment(segment: string): Record<string, unknown> | null {
  if (!BASE64URL.test(segment)) return null;
  const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Verifies signature, algorithm (HS256 only: `none` and others are refused), issuer,
 * audience and expiry, which must be present: a token without `exp` would never end.
 * Returns null for any token that fails, or whose claims are not what we sign.
 *
 * Every API request runs this, so it is a synchronous HMAC from node:crypto rather than
 * jose's `jwtVerify`, which goes through WebCrypto (a key import and an async job per
 * call: about 0.3 ms against 8 µs here). The checks are jose's for these options.
 */
export function verifyAccessToken(token: string, key: Uint8Array): AccessClaims | null {
  try {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart = '', payloadPart = '', signaturePart = ''] = parts;
    const header = jsonSegment(headerPart);
    if (!header || header.alg !== 'HS256' || header.crit !== undefined) return null;
    if (!BASE64URL.test(signaturePart)) return null;
    const expected = createHmac('sha256', key).update(`${headerPart}.${payloadPart}`).digest();
    const given = Buffer.from(signaturePart, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

    const payload = jsonSegment(payloadPart);
    if (!payload) return null;
    const now = Math.floor(Date.now() / 1000);
    if (!isNumericDate(payload.exp) || payload.exp <= now) return null;
    if (!isNumericDate(payload.iat)) return null;
    if (payload.nbf !== undefined && (!isNumericDate(payload.nbf) || payload.nbf > now)) return null;
    if (payload.iss !== ISSUER) return null;
    const audience = payload.aud;
    if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return null;
    if (typeof payload.sub !== 'string') return null;

    const userId = Number(payload.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) return null;
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
