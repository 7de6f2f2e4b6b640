import { ERROR_CODES } from '@epaper/shared/errors.contract';
import { TEXTS } from '@epaper/shared/texts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clearAttempts, forgetAttempt, recordAttempt } from './auth.repository.ts';

/** Password guesses allowed per key within the window, kept in the database for every process. */
export const ATTEMPT_LIMITS = { windowSeconds: 15 * 60, perPhone: 5, perAddress: 30, perAccount: 5 } as const;

export type AttemptKey = { key: string; limit: number };

/** What a throttled check returns: call `succeeded` when the password was right. */
export type Attempt = { succeeded: () => Promise<void> };

/**
 * Records a password attempt under each key and refuses it (429) when any key is over its
 * limit. Every attempt counts as a failure until `succeeded` forgets it, so a burst of
 * parallel guesses is counted as it arrives, not after the passwords were checked.
 */
export async function beginPasswordAttempt(db: Db, keys: AttemptKey[]): Promise<Attempt> {
  const recorded: Array<{ key: string; id: number }> = [];
  for (const { key, limit } of keys) {
    const attempt = await recordAttempt(db, key, ATTEMPT_LIMITS.windowSeconds);
    recorded.push({ key, id: attempt.id });
    if (attempt.count > limit) {
      throw new HttpError(429, TEXTS.tooManySignInAttempts, ERROR_CODES.rateLimited, undefined, {
        'retry-after': String(ATTEMPT_LIMITS.windowSeconds),
      });
    }
  }
  return {
    succeeded: async () => {
      // The first key names the account: its slate is wiped. Others (the address) keep
      // their other attempts and lose only this one.
      const [first, ...rest] = recorded;
      if (first) await clearAttempts(db, first.key);
      for (const { id } of rest) await forgetAttempt(db, id);
    },
  };
}
