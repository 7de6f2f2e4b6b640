import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { Role } from '@epaper/shared/roles';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction, type Executor, type Tx } from '../../db/transaction.ts';
import { tokenNotValid } from '../../lib/http-error.ts';
import { repeatInBatches } from '../../lib/in-batches.ts';
import { batcherPerOwner, createBatcher } from '../../lib/batcher.ts';
import type { Principal } from '../../lib/principal.ts';
import {
  hashesMatch,
  newRefreshToken,
  parseRefreshToken,
  signAccessToken,
  verifyAccessToken,
} from '../../lib/tokens.ts';
import { findAccountById } from '../accounts/accounts.service.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import * as repo from './sessions.repository.ts';

/** Ended sessions are kept this long (the audit trail and known-address checks read them), then pruned. */
export const ENDED_SESSION_RETENTION_DAYS = 30;

const invalidRefresh = () => tokenNotValid('Refresh token is invalid or expired.');
const reusedRefresh = () => tokenNotValid('Refresh token was already used. Please sign in again.');

export type ClientInfo = { ip: string; userAgent: string | undefined };

/** Why a session ended, as stored in `revoked_reason`. */
export type SessionEndReason =
  'logout' | 'reuse' | 'account_inactive' | 'password_changed' | 'suspended' | 'deleted' | 'demoted';

async function issueTokens(ctx: AppContext, userId: number, sessionId: string, refresh: string): Promise<TokenPair> {
  const access = await signAccessToken({ userId, sessionId }, ctx.signingKey, ctx.settings.accessTokenTtlSeconds);
  return { access, refresh };
}

/**
 * Starts a session for an account whose password (an admin's) or sign-in code (a
 * reader's, `isReader`) was just checked, in the caller's transaction.
 */
export async function startSession(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  client: ClientInfo,
  { isReader = false }: { isReader?: boolean } = {},
): Promise<TokenPair> {
  const sessionId = randomUUID();
  const refresh = newRefreshToken(sessionId);
  await repo.insertSession(tx, {
    id: sessionId,
    userId,
    refreshHash: refresh.hash,
    expiresAt: new Date(Date.now() + ctx.settings.refreshTokenTtlDays * 86_400_000),
    ipAddress: client.ip,
    userAgent: client.userAgent?.slice(0, 500) ?? null,
    isReaderSession: isReader,
  });
  return issueTokens(ctx, userId, sessionId, refresh.token);
}

/** How a presented refresh token relates to its session. */
type SecretStatus = 'current' | 'rotated' | 'unknown';

async function secretStatus(db: Executor, session: repo.SessionRow, hash: string): Promise<SecretStatus> {
  if (hashesMatch(session.refreshHash, hash)) return 'current';
  return (await repo.wasRotated(db, session.id, hash)) ? 'rotated' : 'unknown';
}

async function endSession(
  db: Db,
  session: repo.SessionRow,
  reason: SessionEndReason,
  ip: string | null,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await repo.revokeSession(tx, session.id, reason);
    if (reason === 'logout') {
      await recordActivity(tx, { userId: session.userId, type: 'logout', description: 'Signed out', ip });
    }
    await recordAudit(tx, {
      // Only a sign-out is known to come from the account holder; a re-use may be a thief.
      actor: { userId: reason === 'logout' ? session.userId : null, ip },
      context: { reason, accountId: session.userId },
      action: reason === 'logout' ? 'auth.sign_out' : 'session.revoke',
      recordType: 'session',
      recordId: session.id,
    });
  });
}

/**
 * Rotates the refresh token. Presenting a secret this session issued and already rotated
 * is re-use (someone holds a stolen copy): the whole session ends. A secret it never
 * issued is refused and changes nothing, so knowing a session id is not enough to end it.
 */
export async function refreshSession(ctx: AppContext, token: string, client: ClientInfo): Promise<TokenPair> {
  const parsed = parseRefreshToken(token);
  if (!parsed) throw invalidRefresh();
  const session = await repo.findSession(ctx.db, parsed.sessionId);
  if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) throw invalidRefresh();

  const status = await secretStatus(ctx.db, session, parsed.hash);
  if (status === 'unknown') throw invalidRefresh();
  if (status === 'rotated') {
    await endSession(ctx.db, session, 'reuse', client.ip);
    throw reusedRefresh();
  }
  const account = await findAccountById(ctx.db, session.userId);
  // A session stays the kind it began as: an admin demoted to a reader (or the reverse) is refused.
  if (!account?.isActive || account.isAdmin === session.isReaderSession) {
    await endSession(ctx.db, session, 'account_inactive', client.ip);
    throw tokenNotValid('Your account is no longer active.');
  }
  const next = newRefreshToken(session.id);
  const rotated = await withTransaction(ctx.db, (tx) => repo.rotateRefreshHash(tx, session.id, parsed.hash, next.hash));
  if (!rotated) {
    // Another request rotated it first with the same token: one token, two users, so re-use too.
    await endSession(ctx.db, session, 'reuse', client.ip);
    throw reusedRefresh();
  }
  return issueTokens(ctx, account.id, session.id, next.token);
}

/**
 * Ends the session of a refresh token this session really issued: the current one, or an
 * already rotated one (a sign-out racing a refresh must still end it). Any other secret
 * is refused and ends nothing. Idempotent.
 */
export async function endSessionByRefreshToken(ctx: AppContext, token: string, client: ClientInfo): Promise<void> {
  const parsed = parseRefreshToken(token);
  if (!parsed) throw invalidRefresh();
  const session = await repo.findSession(ctx.db, parsed.sessionId);
  if (!session || (await secretStatus(ctx.db, session, parsed.hash)) === 'unknown') throw invalidRefresh();
  if (!session.revokedAt) await endSession(ctx.db, session, 'logout', client.ip);
}

/**
 * Every signed-in request checks its session against the database; under load the checks
 * that arrive together share one query (lib/batcher.ts), each made after its request came.
 */
const liveSessionCheck = batcherPerOwner((db: Db) =>
  createBatcher((keys: repo.LiveSessionKey[]) => repo.findLiveSessionAccounts(db, keys), { maxBatch: 500 }),
);

/** Resolves a bearer token to a principal, refusing revoked sessions and inactive accounts at once. */
export async function authenticate(ctx: AppContext, accessToken: string): Promise<Principal> {
  const claims = await verifyAccessToken(accessToken, ctx.signingKey);
  if (!claims) throw tokenNotValid('Your session has expired. Please sign in again.');
  return authenticateSession(ctx, claims.sessionId, claims.userId);
}

/** The principal of a session that is still live, its account active; refused otherwise. */
export async function authenticateSession(ctx: AppContext, sessionId: string, userId: number): Promise<Principal> {
  const account = await liveSessionCheck(ctx.db)({ sessionId, userId });
  if (!account) throw tokenNotValid('Your session has ended. Please sign in again.');
  return { userId: account.id, sessionId, role: account.role as Role, isAdmin: account.isAdmin };
}

/** Ends every session of an account (suspended, deleted, password changed), except `keepSessionId`. */
export function endAccountSessions(db: Executor, userId: number, reason: SessionEndReason, keepSessionId?: string) {
  return repo.revokeUserSessions(db, userId, reason, keepSessionId);
}

/** An address stays "known" to an account this many days after it last signed in from it. */
export const KNOWN_ADDRESS_DAYS = ENDED_SESSION_RETENTION_DAYS;

/** True when the account signed in from this address within the known-address window. */
export function hasSignedInFrom(db: Executor, userId: number, ipAddress: string) {
  return repo.hasSignedInFrom(db, userId, ipAddress, KNOWN_ADDRESS_DAYS);
}

const PRUNE_BATCH = 1000;

/**
 * The scheduled sweep: sessions that ended more than the retention ago, in batches, so
 * a backlog after a long outage never holds the embedded database's one connection long.
 */
export function pruneEndedSessions(db: Db): Promise<number> {
  return repeatInBatches(PRUNE_BATCH, (size) => repo.deleteSessionsEndedBefore(db, ENDED_SESSION_RETENTION_DAYS, size));
}
