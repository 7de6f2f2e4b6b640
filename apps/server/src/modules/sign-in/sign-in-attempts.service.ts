import type { Db } from '../../db/client.ts';
import type { HttpError } from '../../lib/http-error.ts';
import { repeatInBatches } from '../../lib/in-batches.ts';
import * as repo from './sign-in-attempts.repository.ts';

/** Password guesses allowed per key within the window, kept in the database for every process. */
export const ATTEMPT_LIMITS = {
  windowSeconds: 15 * 60,
  /** Guesses at one phone from browsers and addresses it never signed in from. */
  perPhone: 5,
  /** Guesses from one address at any phones. */
  perAddress: 30,
  /** Guesses at one account from one browser or address it signed in from before. */
  perTrustedClient: 10,
  /** Wrong current passwords on the profile, per account. */
  perAccount: 5,
} as const;

export type AttemptKey = { key: string; limit: number };

/** What a throttled check returns: call `succeeded` when the password was right. */
export type Attempt = {
  /** Forgets this attempt; with `clearKey`, every attempt under that key too. */
  succeeded: (options?: { clearKey?: string }) => Promise<void>;
};

/**
 * Records a password attempt under each key, and refuses it when any key is over its
 * limit, with `refuse(secondsUntilRetry)`. A refused attempt is forgotten at once: it
 * was never checked, so it must not keep the key locked longer (or fill the table).
 * Every other attempt counts as a failure until `succeeded` forgets it, so a burst of
 * parallel guesses is counted as it arrives, not after the passwords were checked.
 */
export async function beginPasswordAttempt(
  db: Db,
  keys: AttemptKey[],
  refuse: (secondsUntilRetry: number) => HttpError,
): Promise<Attempt> {
  const recorded: number[] = [];
  for (const { key, limit } of keys) {
    const attempt = await repo.recordAttempt(db, key, ATTEMPT_LIMITS.windowSeconds);
    recorded.push(attempt.id);
    if (attempt.count > limit) {
      await repo.forgetAttempts(db, recorded);
      throw refuse(attempt.secondsUntilOldestExpires);
    }
  }
  return {
    succeeded: async (options = {}) => {
      await repo.forgetAttempts(db, recorded);
      if (options.clearKey) await repo.clearAttempts(db, options.clearKey);
    },
  };
}

const PRUNE_BATCH = 1000;

/** The scheduled sweep: attempts older than the window no longer count; in short batches. */
export function pruneSignInAttempts(db: Db): Promise<number> {
  return repeatInBatches(PRUNE_BATCH, (size) => repo.deleteAttemptsOlderThan(db, ATTEMPT_LIMITS.windowSeconds, size));
}
