import type { ActivityQuery, ActivityType, UserActivity } from '@epaper/shared/users.contract';
import type { Executor, Tx } from '../../db/transaction.ts';
import type { Actor } from '../../lib/principal.ts';
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
 * (a sign-in, a sign-out, an admin changing their own profile): both commit or neither does.
 */
export async function recordActivity(tx: Tx, entry: ActivityEntry): Promise<void> {
  await insertActivity(tx, {
    userId: entry.userId,
    activityType: entry.type,
    description: entry.description,
    ipAddress: entry.ip,
  });
}

/**
 * Writes a line of what an admin did to the account, in the change's transaction: the
 * description ("Account deactivated") is followed by the admin's name as it is now
 * ("… by Asha Rao"), kept with the line; the address is the admin's.
 */
export async function recordActivityBy(tx: Tx, actor: Actor, entry: Omit<ActivityEntry, 'ip'>): Promise<void> {
  await insertActivity(tx, {
    userId: entry.userId,
    activityType: entry.type,
    description: entry.description,
    ipAddress: actor.ip,
    actorId: actor.userId,
    byActor: true,
  });
}

/** How a changed field reads in an activity line: words a person uses, not the API's field names. */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  name: 'name',
  email: 'email',
  phone: 'mobile number',
  address: 'address',
  is_verified: 'verification',
  password: 'password',
  profile_image: 'photo',
};

/** "Profile updated (name, mobile number)" for changes to `name` and `phone`. */
export function profileChangeText(changedFields: readonly string[]): string {
  const words = changedFields.map((field) => FIELD_WORDS[field] ?? field.replaceAll('_', ' '));
  return `Profile updated (${words.join(', ')})`;
}

function toActivity(row: ActivityRow): UserActivity {
  return {
    id: row.id,
    activity_type: row.activityType as ActivityType,
    description: row.description,
    ip_address: row.ipAddress,
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
  };
}

/** One page of an account's activity (of one type, when asked), newest first. */
export async function listAccountActivity(
  db: Executor,
  userId: number,
  query: { page: number; page_size: number; activity_type?: ActivityQuery['activity_type'] },
): Promise<{ count: number; results: UserActivity[] }> {
  const { count, rows } = await listActivities(
    db,
    userId,
    query.activity_type,
    query.page_size,
    pageOffset(query.page, query.page_size),
  );
  return { count, results: rows.map(toActivity) };
}
