// Telling the admins: every active admin gets each notification in the dashboard's bell;
// those who want it by email (all kinds by default, chosen in Profile) get it from the
// email sweep (send-notification-emails.job.ts). Other modules call notifyAdmins.
import type {
  MarkNotificationsReadBody,
  Notification,
  NotificationList,
  NotificationPreferences,
  UnreadNotifications,
  UpdateNotificationPreferencesRequest,
} from '@epaper/shared/notifications.contract';
import { NOTIFICATION_KINDS, type NotificationKind } from '@epaper/shared/notifications.texts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/transaction.ts';
import * as repo from './notifications.repository.ts';

export type AdminNotice = repo.NewNotification;

/** Tells every active admin; safe inside the transaction of the change it reports. */
export async function notifyAdmins(db: Executor, notice: AdminNotice): Promise<void> {
  await repo.insertForEveryAdmin(db, notice);
}

function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind as NotificationKind,
    epaper_id: row.epaperId,
    title: row.title,
    body: row.body,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
  };
}

export async function listNotifications(
  db: Db,
  userId: number,
  query: { page: number; page_size: number },
): Promise<Omit<NotificationList, 'next' | 'previous'>> {
  const { rows, count, unread } = await repo.listFor(db, userId, query.page_size, (query.page - 1) * query.page_size);
  return { count, results: rows.map(toNotification), unread_count: unread };
}

export async function unreadNotifications(db: Db, userId: number): Promise<UnreadNotifications> {
  const { unreadCount, latestId } = await repo.unreadOf(db, userId);
  return { unread_count: unreadCount, latest_id: latestId };
}

export async function markNotificationsRead(
  db: Db,
  userId: number,
  request: MarkNotificationsReadBody,
): Promise<UnreadNotifications> {
  await repo.markRead(db, userId, request.all ? 'all' : (request.ids ?? []));
  return unreadNotifications(db, userId);
}

export async function notificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const optOuts = new Set(await repo.emailOptOutsOf(db, userId));
  return {
    email: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, !optOuts.has(kind)]),
    ) as NotificationPreferences['email'],
    email_address: await repo.emailOf(db, userId),
  };
}

/** Saves the kinds named; a kind left out keeps its choice. */
export async function updateNotificationPreferences(
  db: Db,
  userId: number,
  request: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  const optOuts = new Set(await repo.emailOptOutsOf(db, userId));
  for (const [kind, wanted] of Object.entries(request.email)) {
    if (wanted === undefined) continue;
    if (wanted) optOuts.delete(kind);
    else optOuts.add(kind);
  }
  await repo.saveEmailOptOuts(db, userId, [...optOuts].sort());
  return notificationPreferences(db, userId);
}
