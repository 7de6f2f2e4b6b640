import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.ts';
import { appSecrets } from '../../db/schema.ts';

/** Stores `value` under `name` unless one is there, then answers the stored one. */
export async function insertOrReadSecret(db: Executor, name: string, value: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name)).limit(1);
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value;
}
