import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type AccountRow = typeof users.$inferSelect;
export type NewAccount = typeof users.$inferInsert;

/** The account a sign-in names, or undefined. */
export async function findAccountByPhone(db: Executor, phone: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findAccountById(db: Executor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertAccount(db: Executor, account: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(users).values(account).returning();
  if (!row) throw new Error('Account was not created');
  return row;
}

/** Admin accounts of either role, active or not. */
export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.isAdmin, true));
  return row?.n ?? 0;
}

/** True when an account other than `exceptId` (admin or reader) has this phone. */
export async function isPhoneTaken(db: Executor, phone: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), exceptId === undefined ? undefined : ne(users.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

/** True when an account other than `exceptId` has this email, in any letter case. */
export async function isEmailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.email}) = lower(${email})`, exceptId === undefined ? undefined : ne(users.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Moves the last sign-in to `previous_login` and stamps a new one. */
export async function stampSignIn(db: Executor, accountId: number): Promise<void> {
  await db
    .update(users)
    .set({ previousLogin: sql`${users.lastLogin}`, lastLogin: sql`now()` })
    .where(eq(users.id, accountId));
}

export type AccountChanges = Partial<Pick<NewAccount, 'name' | 'phone' | 'email' | 'address' | 'passwordHash'>>;

/** Saves the changes; `phone_taken` when another account got the phone in the meantime. */
export async function updateAccount(
  db: Executor,
  accountId: number,
  changes: AccountChanges,
): Promise<AccountRow | 'phone_taken' | undefined> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, accountId))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) return 'phone_taken';
    throw error;
  }
}

/**
 * The account of a phone, created as a reader (verified: the code proved the phone) when
 * there is none. Two first sign-ins of one new phone at once make one account.
 */
export async function findOrCreateReader(db: Executor, phone: string): Promise<AccountRow> {
  const [created] = await db
    .insert(users)
    .values({ phone, role: 'user', isVerified: true })
    .onConflictDoNothing({ target: users.phone })
    .returning();
  if (created) return created;
  const existing = await findAccountByPhone(db, phone);
  if (!existing) throw new Error('The phone was neither free nor taken');
  return existing;
}
