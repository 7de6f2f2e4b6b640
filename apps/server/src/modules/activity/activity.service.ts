import type { ActivityType, UserActivity } from '@epaper/shared/users.contract';
import type { Executor, Tx } from '../../db/transaction.ts';
import { insertActivity, listActivities, type ActivityRow } from './activity.repository.ts';

const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;

export type ActivityEntry = {
  userId: number;
  type: ActivityType;
  description: string;
  /** The address the action came from, when there is one. */
  ip: string | null;
};

/**
 * Writes one line of an account's activity log, in the transaction of what it records
 * (a sign-in, a sign-out, an admin's change): both commit or neither does.
 */
export async function recordActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await insertActivity(tx, {
    userId: entry.userId,
    activityType: entry.type,
    description: entry.description,
    ipAddress: entry.ip,
  });
}

function toActivity(row: ActivityRow): UserActivity {
  return {
    id: row.id,
    activity_type: row.activityType as ActivityType,
    description: row.description,
    ip_address: row.ipAddress,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of an account's activity, newest first. */
export async function listAccountActivity(
  db: Executor,
  userId: number,
  page: { page: number; page_size: number },
): Promise<{ count: number; results: UserActivity[] }> {
  const { count, rows } = await listActivities(db, userId, page.page_size, pageOffset(page.page, page.page_size));
  return { count, results: rows.map(toActivity) };
}
