import { users } from '../db/schema.ts';
import type { DemoAdmin } from './admins.generator.ts';
import type { Tx } from './demo-transaction.ts';
import { insertInBatches } from './insert-batches.ts';
import type { DemoReader } from './users.generator.ts';

/** Inserts the admins in order, each `created_by` resolved to an earlier one; phone → id. */
export async function insertAdmins(tx: Tx, admins: DemoAdmin[], passwordHash: string): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const byIndex: (number | undefined)[] = [];
  for (const admin of admins) {
    const createdBy = admin.createdByIndex === null ? null : (byIndex[admin.createdByIndex] ?? null);
    const [row] = await tx
      .insert(users)
      .values({
        name: admin.name,
        email: admin.email,
        phone: admin.phone,
        passwordHash,
        isActive: admin.isActive,
        isVerified: true,
        role: admin.role,
        createdBy,
        dateJoined: admin.dateJoined,
        updatedAt: admin.dateJoined,
        lastLogin: admin.lastLogin,
      })
      .onConflictDoNothing() // a real account already holds that phone or email: leave it be
      .returning({ id: users.id });
    byIndex.push(row?.id);
    if (row) ids.set(admin.phone, row.id);
  }
  return ids;
}

/** Inserts readers, skipping any whose phone or email a real account already has; phone → id. */
export async function insertReaders(tx: Tx, readers: DemoReader[]): Promise<Map<string, number>> {
  const rows = await insertInBatches(readers, (batch) =>
    tx
      .insert(users)
      .values(batch.map(({ suspendedAt: _notStored, ...reader }) => ({ ...reader, passwordHash: null, role: 'user' })))
      .onConflictDoNothing()
      .returning({ id: users.id, phone: users.phone }),
  );
  return new Map(rows.map((row) => [row.phone, row.id]));
}
