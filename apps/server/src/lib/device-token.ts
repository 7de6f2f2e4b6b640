import { createHash, createHmac, randomBytes } from 'node:crypto';
import { hashesMatch } from './tokens.ts';

/**
 * A device token (OWASP's "device cookie") says: this browser signed in to this account
 * with its current password, less than a year ago. It is `<account id>.<issued at>.<nonce>.<HMAC>`,
 * signed with the server's key over those and a digest of the account's password hash,
 * so it needs no table, holds on every process, dies with a password change, and a
 * guesser without the password cannot make one.
 */
export const DEVICE_COOKIE = 'epaper_device';

/** How long a browser stays trusted after a sign-in. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 365 * 86_400;

type DeviceClaims = { accountId: number; issuedAt: number; nonce: string };

function sign(claims: DeviceClaims, passwordHash: string, key: Uint8Array): string {
  // The password hash's own digest: the token never carries or reveals the hash itself.
  const passwordVersion = createHash('sha256').update(passwordHash).digest('base64url');
  return createHmac('sha256', key)
    .update(`device:${claims.accountId}:${claims.issuedAt}:${claims.nonce}:${passwordVersion}`)
    .digest('base64url');
}

/** A new device token for the account that just signed in. */
export function issueDeviceToken(accountId: number, passwordHash: string, key: Uint8Array, now = Date.now()): string {
  const claims = { accountId, issuedAt: Math.floor(now / 1000), nonce: randomBytes(16).toString('base64url') };
  return `${accountId}.${claims.issuedAt}.${claims.nonce}.${sign(claims, passwordHash, key)}`;
}

/**
 * The token's nonce when it is a valid, unexpired device token of `accountId` issued
 * under its current password; null otherwise.
 */
export function verifyDeviceToken(
  token: string | undefined,
  accountId: number,
  passwordHash: string | null,
  key: Uint8Array,
  now = Date.now(),
): string | null {
  const match = token ? /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token) : null;
  if (!match?.[1] || !match[2] || !match[3] || !match[4] || !passwordHash) return null;
  const claims = { accountId: Number(match[1]), issuedAt: Number(match[2]), nonce: match[3] };
  if (claims.accountId !== accountId) return null;
  const age = Math.floor(now / 1000) - claims.issuedAt;
  if (age < 0 || age > DEVICE_TOKEN_LIFETIME_SECONDS) return null;
  return hashesMatch(match[4], sign(claims, passwordHash, key)) ? claims.nonce : null;
}
