import { randomUUID } from 'node:crypto';
import { E164_PATTERN, normalisePhone } from '@epaper/shared/limits';
import { TEXTS } from '@epaper/shared/texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { Role } from '@epaper/shared/roles';
import type { Db } from '../../db/client.ts';
import { forbidden, HttpError, tokenNotValid } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  hashesMatch,
  newRefreshToken,
  parseRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { ATTEMPT_LIMITS, beginPasswordAttempt } from './attempt-throttle.ts';

export type AuthDeps = {
  db: Db;
  signingKey: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
};

/** Who is calling: resolved from the access token and checked against the database on every request. */
export type Principal = { userId: number; sessionId: string; role: Role; isAdmin: boolean };

type ClientInfo = { ip: string; userAgent: string | undefined };

const invalidCredentials = () => new HttpError(401, TEXTS.invalidCredentials, ERROR_CODES.unauthorized);

export function createAuthService(deps: AuthDeps) {
  const { db } = deps;
  const refreshExpiry = () => new Date(Date.now() + deps.refreshTokenTtlDays * 86_400_000);

  async function issueTokens(userId: number, sessionId: string, refreshToken: string): Promise<TokenPair> {
    const access = await signAccessToken({ userId, sessionId }, deps.signingKey, deps.accessTokenTtlSeconds);
    return { access, refresh: refreshToken };
  }

  /** Admin sign-in with phone and password; the same answer whether the phone exists or not. */
  async function login(fullPhone: string, password: string, client: ClientInfo): Promise<TokenPair> {
    const phone = normalisePhone(fullPhone);
    if (!E164_PATTERN.test(phone)) {
      throw new HttpError(400, TEXTS.phoneInvalid, ERROR_CODES.validation, { full_phone: [TEXTS.phoneInvalid] });
    }
    const attempt = await beginPasswordAttempt(db, [
      { key: `phone:${phone}`, limit: ATTEMPT_LIMITS.perPhone },
      { key: `ip:${client.ip}`, limit: ATTEMPT_LIMITS.perAddress },
    ]);
    const user = await repo.findUserByPhone(db, phone);
    if (!user || !(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
    await attempt.succeeded();
    // Past this point the password was right, so naming the reason reveals nothing new.
    if (!user.isAdmin) throw forbidden(TEXTS.adminOnly);
    if (!user.isActive) throw forbidden('This account has been suspended. Contact a Super Admin.');

    const sessionId = randomUUID();
    const refresh = newRefreshToken(sessionId);
    await repo.insertSession(db, {
      id: sessionId,
      userId: user.id,
      refreshHash: refresh.hash,
      expiresAt: refreshExpiry(),
      ipAddress: client.ip,
      userAgent: client.userAgent?.slice(0, 500) ?? null,
    });
    await repo.recordSignIn(db, user.id);
    return issueTokens(user.id, sessionId, refresh.token);
  }

  /** Rotates the refresh token. A token that was already rotated ends its whole session. */
  async function refresh(token: string): Promise<TokenPair> {
    const parsed = parseRefreshToken(token);
    if (!parsed) throw tokenNotValid('Refresh token is invalid or expired.');
    const session = await repo.findSession(db, parsed.sessionId);
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) {
      throw tokenNotValid('Refresh token is invalid or expired.');
    }
    if (!hashesMatch(session.refreshHash, parsed.hash)) {
      await repo.revokeSession(db, session.id, 'reuse');
      throw tokenNotValid('Refresh token was already used. Please sign in again.');
    }
    const user = await repo.findUserById(db, session.userId);
    if (!user?.isActive || !user.isAdmin) {
      await repo.revokeSession(db, session.id, 'account_inactive');
      throw tokenNotValid('Your account is no longer active.');
    }
    const next = newRefreshToken(session.id);
    const rotated = await repo.rotateRefreshHash(db, session.id, parsed.hash, next.hash);
    if (!rotated) {
      // Another request rotated it first with the same token: that is re-use too.
      await repo.revokeSession(db, session.id, 'reuse');
      throw tokenNotValid('Refresh token was already used. Please sign in again.');
    }
    return issueTokens(user.id, session.id, next.token);
  }

  /**
   * Ends the session a refresh token belongs to, even when the token is an already
   * rotated one (a logout racing a refresh must still end the session). Idempotent.
   */
  async function logout(token: string): Promise<void> {
    const parsed = parseRefreshToken(token);
    if (parsed) await repo.revokeSession(db, parsed.sessionId, 'logout');
  }

  /** Resolves a bearer token to a principal, refusing revoked sessions and inactive accounts at once. */
  async function authenticate(accessToken: string): Promise<Principal> {
    const claims = await verifyAccessToken(accessToken, deps.signingKey);
    if (!claims) throw tokenNotValid('Your session has expired. Please sign in again.');
    const user = await repo.findLiveSessionUser(db, claims.sessionId, claims.userId);
    if (!user) throw tokenNotValid('Your session has ended. Please sign in again.');
    return { userId: user.id, sessionId: claims.sessionId, role: user.role as Role, isAdmin: user.isAdmin };
  }

  return { login, refresh, logout, authenticate };
}

export type AuthService = ReturnType<typeof createAuthService>;
