import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
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

export type AttemptKey = {
  key: string;
  limit: number;
  /** What a refusal under this key says is limited, e.g. "Too many failed sign-ins from your network." */
  tooMany: string;
};

/** What a throttled check returns: call `succeeded` when the password was right. */
export type Attempt = {
  /** Forgets this attempt; with `clearKey`, every attempt under that key too. */
  succeeded: (options?: { clearKey?: string }) => Promise<void>;
};

/**
 * Records a password attempt under each key, or refuses it, with
 * `refuse(secondsUntilRetry, key)`, when a key already holds its limit. The keys are
 * counted and recorded in one transaction under a lock per key, so a burst of parallel
 * guesses is counted exactly as it arrives: the first `limit` are checked, every other
 * one is refused. A refused attempt is not recorded: it was never checked, so it must not
 * keep the key locked longer (or fill the table). Every recorded attempt counts as a
 * failure until `succeeded` forgets it.
 */
export async function beginPasswordAttempt(
  db: Db,
  keys: AttemptKey[],
  refuse: (secondsUntilRetry: number, refusedBy: AttemptKey) => HttpError,
): Promise<Attempt> {
  const names = keys.map(({ key }) => key);
  const window = ATTEMPT_LIMITS.windowSeconds;
  // A key already full is refused on a first look, without the lock: a flood at a
  // locked-out number or network costs one read per request, and never queues for the
  // lock holding pooled connections. Only attempts that may be checked take the lock.
  const full = fullestKey(keys, await repo.countAttempts(db, names, window));
  if (full) throw refuse(full.seconds, full.refusedBy);
  type Outcome = { refusedBy: AttemptKey; seconds: number } | { refusedBy: null; recorded: number[] };
  const outcome = await withTransaction(db, async (tx): Promise<Outcome> => {
    await repo.lockKeys(tx, names);
    await repo.deleteExpiredAttempts(tx, names, window);
    const refusal = fullestKey(keys, await repo.countAttempts(tx, names, window));
    return refusal ?? { refusedBy: null, recorded: await repo.insertAttempts(tx, names) };
  });
  if (outcome.refusedBy) throw refuse(outcome.seconds, outcome.refusedBy);
  return {
    succeeded: async (options = {}) => {
      await repo.forgetAttempts(db, outcome.recorded);
      if (options.clearKey) await repo.clearAttempts(db, options.clearKey);
    },
  };
}

/**
 * The key that holds its limit and takes longest to have room again (retrying helps only
 * once every full key has room), or undefined when none is full.
 */
function fullestKey(keys: AttemptKey[], counts: repo.KeyCount[]) {
  const refusals = keys.flatMap((key) => {
    const counted = counts.find((count) => count.key === key.key);
    return counted && counted.count >= key.limit
      ? [{ refusedBy: key, seconds: counted.secondsUntilOldestExpires }]
      : [];
  });
  return refusals.sort((a, b) => b.seconds - a.seconds)[0];
}

const PRUNE_BATCH = 1000;

/** The scheduled sweep: attempts older than the window no longer count; in short batches. */
export function pruneSignInAttempts(db: Db): Promise<number> {
  return repeatInBatches(PRUNE_BATCH, (size) => repo.deleteAttemptsOlderThan(db, ATTEMPT_LIMITS.windowSeconds, size));
}
