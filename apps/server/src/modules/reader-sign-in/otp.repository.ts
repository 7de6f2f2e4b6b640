import { eq, sql } from 'drizzle-orm';
import { otpCodes } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type OtpRow = typeof otpCodes.$inferSelect;

/** Stores the phone's new code, replacing any pending one (and its count of wrong tries). */
export async function replaceCode(
  db: Executor,
  phone: string,
  codeHash: string,
  lifetimeSeconds: number,
): Promise<void> {
  const expiresAt = sql`now() + make_interval(secs => ${lifetimeSeconds})`;
  await db
    .insert(otpCodes)
    .values({ phone, codeHash, expiresAt: sql`${expiresAt}` as unknown as Date })
    .onConflictDoUpdate({
      target: otpCodes.phone,
      set: {
        codeHash,
        expiresAt: sql`${expiresAt}` as unknown as Date,
        wrongTries: 0,
        createdAt: sql`now()` as unknown as Date,
      },
    });
}

/** The phone's pending code, locked until the transaction ends (two checks of one code run in turn). */
export async function lockCode(db: Executor, phone: string): Promise<(OtpRow & { isExpired: boolean }) | undefined> {
  const [row] = await db
    .select({
      phone: otpCodes.phone,
      codeHash: otpCodes.codeHash,
      expiresAt: otpCodes.expiresAt,
      wrongTries: otpCodes.wrongTries,
      createdAt: otpCodes.createdAt,
      isExpired: sql<boolean>`${otpCodes.expiresAt} <= now()`,
    })
    .from(otpCodes)
    .where(eq(otpCodes.phone, phone))
    .for('update');
  return row;
}

/** Counts a wrong code; answers the count. */
export async function countWrongTry(db: Executor, phone: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(eq(otpCodes.phone, phone))
    .returning({ wrongTries: otpCodes.wrongTries });
  return row?.wrongTries ?? 0;
}

/** Removes the phone's code (used, expired or void). */
export async function deleteCode(db: Executor, phone: string): Promise<void> {
  await db.delete(otpCodes).where(eq(otpCodes.phone, phone));
}

/** Removes codes that expired more than a day ago (the prune job). */
export async function deleteStaleCodes(db: Executor): Promise<number> {
  const deleted = await db
    .delete(otpCodes)
    .where(sql`${otpCodes.expiresAt} < now() - interval '1 day'`)
    .returning({ phone: otpCodes.phone });
  return deleted.length;
}
