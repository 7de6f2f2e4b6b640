import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { signFileUrl } from '../lib/signed-url.ts';
import { bearer, insertAccount, signIn } from './fixtures.ts';
import { signInReader, type smsInbox } from './reader-fixtures.ts';
import { SUPER_ADMIN } from './test-app.ts';

/**
 * The kinds of caller the permission matrix tries on every route: no credential, four
 * kinds of false or dead token, a session that ended two ways, and the three live roles.
 */
export const CALLER_KINDS = [
  'no token',
  'garbage',
  'forged signature',
  'alg none',
  'expired',
  'signed-out session',
  'reader',
  'suspended admin',
  'admin',
  'super admin',
] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** The token secret the matrix's app signs with, so the test can sign what the app would. */
export const MATRIX_TOKEN_SECRET = 'permission-matrix-signing-secret-0123456789abcdef';

/** What a caller presents: a bearer token (or none) and, for the signed file URLs, a query string. */
export type Caller = {
  kind: CallerKind;
  headers: Record<string, string>;
  /** The query a signed file URL of this kind carries for `key`: the file routes' credential. */
  fileQuery: (key: string) => string;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An access token as the API's would be (HS256, its issuer and audience), signed with `key`. */
function accessToken(
  claims: { userId: number; sessionId: string },
  key: string,
  { expiresIn = 600, alg = 'HS256' }: { expiresIn?: number; alg?: string } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url({ alg, typ: 'JWT' });
  const payload = base64url({
    sid: claims.sessionId,
    sub: String(claims.userId),
    iss: 'epaper-admin',
    aud: 'epaper-admin-api',
    iat: now - 3600,
    exp: now + expiresIn,
  });
  if (alg === 'none') return `${header}.${payload}.`;
  const signature = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** The session an access token names (its payload is not secret). */
export function sessionOf(access: string): { userId: number; sessionId: string } {
  const payload = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sub: string;
    sid: string;
  };
  return { userId: Number(payload.sub), sessionId: payload.sid };
}

const signingKey = (secret: string) => new TextEncoder().encode(secret);

/** The query of a file URL signed with `secret` for this session, valid until `expiresAt`. */
function signedFileQuery(
  session: { userId: number; sessionId: string },
  secret: string,
  expiresAt = Math.floor(Date.now() / 1000) + 3600,
) {
  return (key: string) =>
    signFileUrl('', { key, userId: session.userId, sessionId: session.sessionId, expiresAt }, signingKey(secret)).split(
      '?',
    )[1] ?? '';
}

const noHeaders = {};
let accounts = 0;
/** A phone no other fixture uses: the matrix makes several accounts per app. */
const nextPhone = () => `+9190${String(10_000_000 + accounts++).padStart(8, '0')}`;

/**
 * Makes one caller of every kind on this app (built with MATRIX_TOKEN_SECRET), the way
 * each comes about: accounts signed in through the API, one then suspended by the Super
 * Admin through the API, one signed out through the API, a reader signed in by OTP.
 */
export async function makeCallers(
  app: FastifyInstance,
  database: Database,
  inbox: ReturnType<typeof smsInbox>,
): Promise<Record<CallerKind, Caller>> {
  const superAdmin = (await signIn(app, SUPER_ADMIN.phone, SUPER_ADMIN.password)).access;
  const superSession = sessionOf(superAdmin);

  const signedInAdmin = async () => {
    const phone = nextPhone();
    const account = await insertAccount(database, { phone, password: 'matrix-password-1', role: 'admin' });
    return { account, tokens: await signIn(app, phone, 'matrix-password-1') };
  };
  const admin = await signedInAdmin();
  const suspended = await signedInAdmin();
  const suspension = await app.inject({
    method: 'POST',
    url: `/api/dashboard/admins/${suspended.account.id}/suspend/`,
    headers: bearer(superAdmin),
  });
  if (suspension.statusCode !== 200) throw new Error(`suspend failed: ${suspension.statusCode} ${suspension.body}`);
  const signedOut = await signedInAdmin();
  const logout = await app.inject({
    method: 'POST',
    url: '/api/auth/logout/',
    payload: { refresh: signedOut.tokens.refresh },
  });
  if (logout.statusCode !== 200) throw new Error(`logout failed: ${logout.statusCode} ${logout.body}`);
  const reader = (await signInReader(app, inbox, nextPhone())).access;

  const live = (access: string): Caller['fileQuery'] => signedFileQuery(sessionOf(access), MATRIX_TOKEN_SECRET);
  const withBearer = (kind: CallerKind, access: string, fileQuery: Caller['fileQuery']): Caller => ({
    kind,
    headers: bearer(access),
    fileQuery,
  });
  const wrongKey = 'not-the-apps-signing-secret-0123456789abcdefghij';
  return {
    'no token': { kind: 'no token', headers: noHeaders, fileQuery: () => '' },
    garbage: withBearer('garbage', 'not-a-token', () => 'u=1&s=garbage&e=99999999999&sig=garbage'),
    'forged signature': withBearer(
      'forged signature',
      accessToken(superSession, wrongKey),
      signedFileQuery(superSession, wrongKey),
    ),
    'alg none': withBearer('alg none', accessToken(superSession, '', { alg: 'none' }), (key) =>
      signedFileQuery(superSession, MATRIX_TOKEN_SECRET)(key).replace(/sig=[^&]*/, 'sig='),
    ),
    expired: withBearer(
      'expired',
      accessToken(superSession, MATRIX_TOKEN_SECRET, { expiresIn: -60 }),
      signedFileQuery(superSession, MATRIX_TOKEN_SECRET, Math.floor(Date.now() / 1000) - 60),
    ),
    'signed-out session': withBearer('signed-out session', signedOut.tokens.access, live(signedOut.tokens.access)),
    reader: withBearer('reader', reader, live(reader)),
    'suspended admin': withBearer('suspended admin', suspended.tokens.access, live(suspended.tokens.access)),
    admin: withBearer('admin', admin.tokens.access, live(admin.tokens.access)),
    'super admin': withBearer('super admin', superAdmin, live(superAdmin)),
  };
}
