import { useQuery } from '@tanstack/react-query';
import type { UnreadNotifications } from '@epaper/shared/notifications.contract';
import { notificationsRoutes } from '@epaper/shared/notifications.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { unreadNotificationsKey } from './notifications-keys.ts';

/** How often the bell asks what is new while the tab is in front. */
export const UNREAD_POLL_MS = 20_000;

/** GET /notifications/unread/: the unread count and the newest id; cheap, so it is polled. */
export async function fetchUnreadNotifications(signal?: AbortSignal): Promise<UnreadNotifications> {
  return callApi(notificationsRoutes.unread, { signal });
}

/**
 * The bell's count, read every 20 s while the tab is in front and again whenever the
 * window gets the focus back: what arrived while the admin was elsewhere shows at once.
 */
export function useUnreadNotifications() {
  return useQuery({
    queryKey: unreadNotificationsKey,
    queryFn: ({ signal }) => fetchUnreadNotifications(signal),
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
  });
}
