import { E164_PATTERN, normalisePhone } from '@epaper/shared/limits';
import { TEXTS } from '@epaper/shared/texts';
import { ERROR_CODES } from '@epaper/shared/errors.contract';
import type { TokenPair } from '@epaper/shared/auth.contract';
import type { AppContext } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { fieldError, forbidden, HttpError, rateLimited } from '../../lib/http-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { issueDeviceToken, verifyDeviceToken } from '../../lib/device-token.ts';
import { findAccountByPhone, stampSignIn, type Account } from '../accounts/accounts.service.ts';
import { recordActivity } from '../activity/activity.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { hasSignedInFrom, startSession, type ClientInfo } from '../sessions/sessions.service.ts';
import { ATTEMPT_LIMITS, beginPasswordAttempt, type AttemptKey } from './sign-in-attempts.service.ts';

const invalidCredentials = () => new HttpError(401, TEXTS.invalidCredentials, ERROR_CODES.unauthorized);

/**
 * What each throttle key limits, said as it is: a stranger is held back for this number
 * (from wherever it has not signed in) or for the network it guesses from, the owner's own
 * browser or network on its own count, so the answer never claims more than is locked.
 */
export const SIGN_IN_LIMIT_TEXTS = {
  phoneFromStrangers:
    'Too many failed sign-ins for this number from browsers and networks that have not signed in to it before.',
  address: 'Too many failed sign-ins from your network.',
  device: 'Too many failed sign-ins for this number from this browser.',
  knownAddress: 'Too many failed sign-ins for this number from your network.',
} as const;

const tooManyAttempts = (secondsUntilRetry: number, refusedBy: AttemptKey) =>
  rateLimited(refusedBy.tooMany, secondsUntilRetry);

export type SignInClient = ClientInfo & {
  /** The device cookie this browser holds, if any. */
  deviceToken: string | undefined;
};

/** A successful sign-in: the tokens, and a device token for the browser to keep. */
export type SignInResult = { tokens: TokenPair; deviceToken: string };

type AttemptPlan = {
  keys: AttemptKey[];
  /** The key whose slate a right password wipes: the phone's for a stranger, the client's own when trusted. */
  clearOnSuccess: string;
};

/**
 * Which throttle keys an attempt counts against. A browser holding this account's device
 * cookie, or an address it signed in from before, has a limit of its own: an attacker
 * who guesses from elsewhere can lock the phone for strangers, not for its owner. Guessing
 * stays bounded everywhere: per phone from strangers, per trusted client otherwise.
 */
async function planAttempt(
  ctx: AppContext,
  phone: string,
  account: Account | undefined,
  client: SignInClient,
): Promise<AttemptPlan> {
  // The address check runs for unknown phones too, so both paths cost the same.
  const isKnownAddress = await hasSignedInFrom(ctx.db, account?.id ?? 0, client.ip);
  if (account) {
    const device = verifyDeviceToken(client.deviceToken, account.id, account.passwordHash, ctx.signingKey);
    const trusted: AttemptKey | null = device
      ? {
          key: `device:${account.id}:${device}`,
          limit: ATTEMPT_LIMITS.perTrustedClient,
          tooMany: SIGN_IN_LIMIT_TEXTS.device,
        }
      : isKnownAddress
        ? {
            key: `known-ip:${account.id}:${client.ip}`,
            limit: ATTEMPT_LIMITS.perTrustedClient,
            tooMany: SIGN_IN_LIMIT_TEXTS.knownAddress,
          }
        : null;
    if (trusted) return { keys: [trusted], clearOnSuccess: trusted.key };
  }
  const phoneKey = `phone:${phone}`;
  return {
    keys: [
      { key: phoneKey, limit: ATTEMPT_LIMITS.perPhone, tooMany: SIGN_IN_LIMIT_TEXTS.phoneFromStrangers },
      { key: `ip:${client.ip}`, limit: ATTEMPT_LIMITS.perAddress, tooMany: SIGN_IN_LIMIT_TEXTS.address },
    ],
    // The address keeps its other attempts: only this one is forgotten.
    clearOnSuccess: phoneKey,
  };
}

/**
 * Admin sign-in with phone and password. A wrong password and an unknown phone get the
 * same answer after the same work: one argon2 verification either way (a decoy hash when
 * there is no account), so neither the answer nor its timing says whether a phone exists.
 */
export async function signIn(
  ctx: AppContext,
  fullPhone: string,
  password: string,
  client: SignInClient,
): Promise<SignInResult> {
  const phone = normalisePhone(fullPhone);
  if (!E164_PATTERN.test(phone)) throw fieldError('full_phone', TEXTS.phoneInvalid);

  const account = await findAccountByPhone(ctx.db, phone);
  const plan = await planAttempt(ctx, phone, account, client);
  const attempt = await beginPasswordAttempt(ctx.db, plan.keys, tooManyAttempts);
  const isPasswordRight = await verifyPassword(account?.passwordHash, password);
  if (!account || !isPasswordRight) throw invalidCredentials();
  await attempt.succeeded({ clearKey: plan.clearOnSuccess });

  // Past this point the password was right, so naming the reason reveals nothing new.
  if (!account.isAdmin) throw forbidden(TEXTS.adminOnly);
  if (!account.isActive) throw forbidden('This account has been suspended. Contact a Super Admin.');

  const tokens = await withTransaction(ctx.db, async (tx) => {
    const pair = await startSession(ctx, tx, account.id, client);
    await stampSignIn(tx, account.id);
    await recordActivity(tx, {
      userId: account.id,
      type: 'login',
      description: 'Signed in to the dashboard',
      ip: client.ip,
    });
    await recordAudit(tx, {
      actor: { userId: account.id, ip: client.ip },
      action: 'auth.sign_in',
      recordType: 'user',
      recordId: account.id,
    });
    return pair;
  });
  return { tokens, deviceToken: issueDeviceToken(account.id, account.passwordHash ?? '', ctx.signingKey) };
}
