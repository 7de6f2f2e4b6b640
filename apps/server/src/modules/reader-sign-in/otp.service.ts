import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LIMITS, OTP_TEXTS, type OtpSent, type TokenPair } from '@epaper/shared/auth.contract';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { fieldError, forbidden, HttpError, rateLimited } from '../../lib/http-error.ts';
import type { SmsSender } from '../../lib/sms/sms-sender.ts';
import { findOrCreateReader, stampSignIn } from '../accounts/accounts.service.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { startSession, type ClientInfo } from '../sessions/sessions.service.ts';
import { beginPasswordAttempt, type AttemptKey } from '../sign-in/sign-in-attempts.service.ts';
import * as repo from './otp.repository.ts';

/** Codes asked for and codes tried, per 15 minutes, kept in the database for every process. */
export const OTP_RATE_LIMITS = {
  /** Codes sent to one phone. */
  requestsPerPhone: 5,
  /** Codes asked for from one address, whatever the phones (one machine texting strangers). */
  requestsPerAddress: 20,
  /** Codes tried from one address, whatever the phones (guessing across many pending codes). */
  verificationsPerAddress: 30,
} as const;

/** What each limit holds back, said as it is (a phone's codes, or one network's asking and trying). */
export const OTP_LIMIT_TEXTS = {
  requestsPerPhone: 'Too many codes were requested for this number.',
  requestsPerAddress: 'Too many codes were requested from your network.',
  verificationsPerAddress: 'Too many codes were tried from your network.',
} as const;

const throttled = (secondsUntilRetry: number, refusedBy: AttemptKey) =>
  rateLimited(refusedBy.tooMany, secondsUntilRetry);

/** Only an HMAC of the code is stored, keyed by the server's secret and bound to the phone. */
function hashCode(ctx: AppContext, phone: string, code: string): string {
  return createHmac('sha256', ctx.signingKey).update(`otp v1\n${phone}\n${code}`).digest('base64url');
}

/**
 * Sends a new 6-digit code to a reader's phone, valid 5 minutes, replacing any pending
 * one. The answer is the same whether the phone has an account or not.
 */
export async function requestOtp(ctx: AppContext, sms: SmsSender, phone: string, client: ClientInfo): Promise<OtpSent> {
  await beginPasswordAttempt(
    ctx.db,
    [
      { key: `otp-phone:${phone}`, limit: OTP_RATE_LIMITS.requestsPerPhone, tooMany: OTP_LIMIT_TEXTS.requestsPerPhone },
      {
        key: `otp-ip:${client.ip}`,
        limit: OTP_RATE_LIMITS.requestsPerAddress,
        tooMany: OTP_LIMIT_TEXTS.requestsPerAddress,
      },
    ],
    throttled,
  );
  const code = String(randomInt(0, 10 ** OTP_LIMITS.digits)).padStart(OTP_LIMITS.digits, '0');
  await repo.replaceCode(ctx.db, phone, hashCode(ctx, phone, code), OTP_LIMITS.lifetimeSeconds);
  await sms.send(phone, `${code} is your e-paper sign-in code. It is valid for 5 minutes. Do not share it.`);
  return { message: OTP_TEXTS.sent, expires_in: OTP_LIMITS.lifetimeSeconds };
}

/** What checking a code decided, inside its transaction; refusals are thrown after it commits. */
type Check = { ok: true; tokens: TokenPair } | { ok: false; error: HttpError };

const wrongCode = (triesLeft: number) =>
  fieldError('otp', `${OTP_TEXTS.codeWrong} ${triesLeft === 1 ? '1 try left.' : `${triesLeft} tries left.`}`);

/**
 * Checks a reader's code and starts a session, the same rotating kind as an admin's. A
 * phone seen for the first time becomes a new reader. A code works once, for 5 minutes,
 * and five wrong tries void it; a wrong try is counted even though the call fails.
 */
export async function verifyOtp(ctx: AppContext, phone: string, code: string, client: ClientInfo): Promise<TokenPair> {
  const attempt = await beginPasswordAttempt(
    ctx.db,
    [
      {
        key: `otp-verify-ip:${client.ip}`,
        limit: OTP_RATE_LIMITS.verificationsPerAddress,
        tooMany: OTP_LIMIT_TEXTS.verificationsPerAddress,
      },
    ],
    throttled,
  );
  const check = await withTransaction(ctx.db, async (tx): Promise<Check> => {
    const pending = await repo.lockCode(tx, phone);
    if (!pending) return { ok: false, error: fieldError('otp', OTP_TEXTS.codeUnknown) };
    if (pending.isExpired) {
      await repo.deleteCode(tx, phone);
      return { ok: false, error: fieldError('otp', OTP_TEXTS.codeExpired) };
    }
    if (pending.wrongTries >= OTP_LIMITS.maxTries) {
      return { ok: false, error: new HttpError(429, OTP_TEXTS.tooManyWrongCodes, ERROR_CODES.rateLimited) };
    }
    const given = Buffer.from(hashCode(ctx, phone, code));
    const expected = Buffer.from(pending.codeHash);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const tries = await repo.countWrongTry(tx, phone);
      const left = OTP_LIMITS.maxTries - tries;
      return {
        ok: false,
        error: left > 0 ? wrongCode(left) : new HttpError(429, OTP_TEXTS.tooManyWrongCodes, ERROR_CODES.rateLimited),
      };
    }
    await repo.deleteCode(tx, phone);
    const account = await findOrCreateReader(tx, phone);
    // Past the code, the caller holds the phone: naming the reason reveals nothing.
    if (account.isAdmin) return { ok: false, error: forbidden(OTP_TEXTS.adminUsesPassword) };
    if (!account.isActive) return { ok: false, error: forbidden(OTP_TEXTS.readerSuspended) };
    const tokens = await startSession(ctx, tx, account.id, client, { isReader: true });
    await stampSignIn(tx, account.id);
    // The roll-ups count a reader's sign-in as activity that day (migration 0009).
    await recordActivity(tx, {
      userId: account.id,
      type: 'login',
      description: 'Signed in with a one-time code',
      ip: client.ip,
    });
    return { ok: true, tokens };
  });
  if (!check.ok) throw check.error;
  await attempt.succeeded();
  return check.tokens;
}

/** The scheduled sweep: codes long expired. */
export const pruneStaleCodes = (ctx: Pick<AppContext, 'db'>) => repo.deleteStaleCodes(ctx.db);
