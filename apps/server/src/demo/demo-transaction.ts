// The transaction the demo fill runs in, and what keeps it to one fill: a lock against a
// second run at the same time, and the marker a previous run left.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The open transaction the whole demo fill runs in: it lands completely or not at all. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Beside the migration lock's key: two demo runs at once fill the database only once. */
const DEMO_LOCK_KEY = 7_413_002;

export async function lockDemoSeeding(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
}

/** True when the demo super admin (phone and email both) is already there. */
export async function hasDemoMarker(tx: Tx, phone: string, email: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}
