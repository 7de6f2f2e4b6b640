import { and, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { NotificationKind } from '@epaper/shared/notifications.texts';
import { notificationPreferences, notifications, users } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = { kind: NotificationKind; epaperId: number | null; title: string; body: string };

/**
 * One row for every active admin; emailed (pending in the outbox) to those with an email
 * who did not opt out of this kind. Answers how many admins were told.
 */
export async function insertForEveryAdmin(db: Executor, notification: NewNotification): Promise<number> {
  const result = await db.execute(sql`
    insert into ${notifications} (user_id, kind, epaper_id, title, body, email_state)
    select u.id, ${notification.kind}, ${notification.epaperId}, ${notification.title}, ${notification.body},
           case when u.email is not null and not (${notification.kind} = any(coalesce(p.email_opt_outs, '{}')))
                then 'pending' else 'none' end
      from ${users} u left join ${notificationPreferences} p on p.user_id = u.id
     where u.is_admin and u.is_active`);
  return result.rowCount ?? 0;
}

export async function listFor(db: Executor, userId: number, limit: number, offset: number) {
  const [rows, [total], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
    unreadOf(db, userId),
  ]);
  return { rows, count: total?.n ?? 0, unread: unread.unreadCount };
}

export async function unreadOf(db: Executor, userId: number) {
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  const [latest] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { unreadCount: unread?.n ?? 0, latestId: latest?.id ?? null };
}

/** Marks this admin's notifications read: the ones named (others' ids are ignored), or all. */
export async function markRead(db: Executor, userId: number, ids: readonly number[] | 'all'): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    );
}

export async function emailOf(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function emailOptOutsOf(db: Executor, userId: number): Promise<string[]> {
  const [row] = await db
    .select({ optOuts: notificationPreferences.emailOptOuts })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row?.optOuts ?? [];
}

export async function saveEmailOptOuts(db: Executor, userId: number, optOuts: string[]): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, emailOptOuts: optOuts })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { emailOptOuts: optOuts } });
}

export type OutboxEmail = { id: number; to: string; title: string; body: string; epaperId: number | null };

/**
 * Takes up to `limit` emails waiting in the outbox, each with its admin's address now,
 * locked until the caller's transaction ends; another sweep at the same time skips them.
 */
export async function takeOutbox(db: Executor, limit: number): Promise<OutboxEmail[]> {
  const result = await db.execute<{
    id: number;
    to: string | null;
    title: string;
    body: string;
    epaper_id: number | null;
  }>(sql`
    select n.id, u.email as to, n.title, n.body, n.epaper_id
      from ${notifications} n join ${users} u on u.id = n.user_id
     where n.email_state = 'pending'
     order by n.id
     limit ${limit}
     for update of n skip locked`);
  return result.rows
    .filter((row) => row.to !== null)
    .map((row) => ({ id: row.id, to: row.to as string, title: row.title, body: row.body, epaperId: row.epaper_id }));
}

/** After an attempt: sent, or tried once more (given up after `maxAttempts`). */
export async function recordEmailAttempt(db: Executor, id: number, sent: boolean, maxAttempts: number) {
  await db
    .update(notifications)
    .set(
      sent
        ? { emailState: 'sent', emailedAt: sql`now()`, emailAttempts: sql`${notifications.emailAttempts} + 1` }
        : {
            emailAttempts: sql`${notifications.emailAttempts} + 1`,
            emailState: sql`case when ${notifications.emailAttempts} + 1 >= ${maxAttempts} then 'failed' else 'pending' end`,
          },
    )
    .where(eq(notifications.id, id));
}

/** An email whose admin has no address any more: nothing to send. */
export async function dropEmailsWithoutAddress(db: Executor): Promise<void> {
  await db.execute(sql`
    update ${notifications} n set email_state = 'none'
      from ${users} u where u.id = n.user_id and n.email_state = 'pending' and u.email is null`);
}
