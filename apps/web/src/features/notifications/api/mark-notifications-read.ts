import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsReadRequest,
  NotificationList,
  UnreadNotifications,
} from '@epaper/shared/notifications.contract';
import { notificationsRoutes } from '@epaper/shared/notifications.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { latestNotificationsKey, unreadNotificationsKey } from './notifications-keys.ts';

/** POST /notifications/read/: these ids, or all of this admin's; answers what is still unread. */
export async function postMarkNotificationsRead(body: MarkNotificationsReadRequest): Promise<UnreadNotifications> {
  return callApi(notificationsRoutes.markRead, { body });
}

/** The list with the ones just marked read, as the server now has them, without reading it again. */
function markedRead(list: NotificationList, body: MarkNotificationsReadRequest, unreadCount: number): NotificationList {
  const readAt = new Date().toISOString();
  const isMarked = (id: number) => body.all === true || (body.ids?.includes(id) ?? false);
  return {
    ...list,
    unread_count: unreadCount,
    results: list.results.map((item) =>
      item.read_at === null && isMarked(item.id) ? { ...item, read_at: readAt } : item,
    ),
  };
}

/** Marks notifications read; the bell's count takes the answer and its list turns them read. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMarkNotificationsRead,
    onSuccess: (unread, body) => {
      queryClient.setQueryData(unreadNotificationsKey, unread);
      queryClient.setQueryData<NotificationList>(latestNotificationsKey, (list) =>
        list ? markedRead(list, body, unread.unread_count) : list,
      );
    },
  });
}
