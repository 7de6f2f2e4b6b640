import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@epaper/shared/notifications.contract';
import { notificationsRoutes } from '@epaper/shared/notifications.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { latestNotificationsKey } from './notifications-keys.ts';

/** How many of the newest notifications the bell's list shows. */
export const LATEST_NOTIFICATIONS_SIZE = 20;

/** GET /notifications/?page=1&page_size=20: this admin's newest, with the unread count. */
export async function fetchLatestNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return callApi(notificationsRoutes.list, { query: { page: 1, page_size: LATEST_NOTIFICATIONS_SIZE }, signal });
}

export const latestNotificationsQuery = () =>
  queryOptions({ queryKey: latestNotificationsKey, queryFn: ({ signal }) => fetchLatestNotifications(signal) });

/** The bell's list, read afresh each time it opens (the last answer shows meanwhile). */
export function useLatestNotifications() {
  return useQuery({ ...latestNotificationsQuery(), refetchOnMount: 'always' });
}
