import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/errors.ts';

export async function findProfile(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function isPhoneTakenByOther(db: Db, phone: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

export type ProfileChanges = { name: string; phone: string; passwordHash?: string };

/** Saves the changes; `phone_taken` when another account got the phone in the meantime. */
export async function updateProfile(db: Db, userId: number, changes: ProfileChanges) {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'users_phone_key')) return 'phone_taken' as const;
    throw error;
  }
}
