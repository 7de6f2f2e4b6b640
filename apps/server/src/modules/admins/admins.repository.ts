import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/transaction.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export type AdminRow = typeof users.$inferSelect;
/** An admin with the name of the account that created it (null when that account is gone, or none did). */
export type AdminListRow = AdminRow & { createdByName: string | null };
export type NewAdmin = Pick<
  typeof users.$inferInsert,
  'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'isActive' | 'createdBy'
>;
export type AdminChanges = Partial<Pick<NewAdmin, 'name' | 'email' | 'phone' | 'passwordHash' | 'role' | 'isActive'>>;

/** Which unique field a write collided with. */
export type Taken = 'email_taken' | 'phone_taken';

function takenField(error: unknown): Taken | undefined {
  if (isUniqueViolation(error, 'users_email_key')) return 'email_taken';
  if (isUniqueViolation(error, 'users_phone_key')) return 'phone_taken';
  return undefined;
}

const creators = alias(users, 'creators');

/** One page of admins (either role, active or not), oldest first (or newest), each with its creator's name. */
export async function listAdmins(
  db: Executor,
  isNewestFirst: boolean,
  limit: number,
  offset: number,
): Promise<AdminListRow[]> {
  const rows = await db
    .select({ admin: users, createdByName: creators.name })
    .from(users)
    .leftJoin(creators, eq(creators.id, users.createdBy))
    .where(eq(users.isAdmin, true))
    .orderBy(isNewestFirst ? desc(users.id) : asc(users.id))
    .limit(limit)
    .offset(offset);
  return rows.map(({ admin, createdByName }) => ({ ...admin, createdByName }));
}

/** The name of the account with this id (an admin's creator), or null when there is none or it is gone. */
export async function findCreatorName(db: Executor, createdBy: number | null): Promise<string | null> {
  if (createdBy === null) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, createdBy)).limit(1);
  return row?.name ?? null;
}

/** Every admin, and the active ones. */
export async function countAdmins(db: Executor): Promise<{ total: number; active: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
    })
    .from(users)
    .where(eq(users.isAdmin, true));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

/** The admin with this id, or undefined (a reader's id is not an admin's). */
export async function findAdminById(db: Executor, id: number): Promise<AdminRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, true)))
    .limit(1);
  return row;
}

/** Creates the admin; names the unique field another account took in the meantime. */
export async function insertAdmin(db: Executor, admin: NewAdmin): Promise<AdminRow | Taken> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...admin, isVerified: true })
      .returning();
    if (!row) throw new Error('Admin was not created');
    return row;
  } catch (error) {
    const taken = takenField(error);
    if (taken) return taken;
    throw error;
  }
}

/** Saves the changes; names the unique field another account took in the meantime. */
export async function updateAdmin(db: Executor, id: number, changes: AdminChanges): Promise<AdminRow | Taken> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw new Error('Admin was not updated');
    return row;
  } catch (error) {
    const taken = takenField(error);
    if (taken) return taken;
    throw error;
  }
}

/** Deletes the account; its sessions go with it (foreign key cascade). */
export async function deleteAdmin(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/**
 * Locks, in id order, every active super admin and the target account, and reads them
 * as they are now. Two transactions that could each take away a super admin queue here,
 * and the second sees what the first committed: the last one can never be removed by
 * two changes that each saw another left.
 */
export function lockSuperAdminsAndTarget(tx: Tx, targetId: number): Promise<AdminRow[]> {
  return tx
    .select()
    .from(users)
    .where(or(and(eq(users.role, 'super_admin'), eq(users.isActive, true)), eq(users.id, targetId)))
    .orderBy(asc(users.id))
    .for('update');
}
