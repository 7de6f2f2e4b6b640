import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { latestNotificationsQuery } from './api/list-notifications.ts';
import { showNotificationToasts } from './notification-toasts.ts';

/**
 * Toasts what arrives while this tab is open: when the polled newest id grows beyond the
 * newest this tab has seen, the list is read and each unread notification newer than that
 * gets a toast. The first answer only sets the mark: what was there before the admin
 * signed in or reloaded is under the bell, not news. `latestId` is undefined until the
 * first answer, null while the admin has none.
 */
export function useNewNotificationToasts(latestId: number | null | undefined): void {
  const queryClient = useQueryClient();
  const newestSeen = useRef<number | null>(null);
  useEffect(() => {
    if (latestId === undefined) return;
    const newest = latestId ?? 0;
    const before = newestSeen.current;
    if (before !== null && newest <= before) return;
    newestSeen.current = newest;
    if (before === null) return;
    queryClient
      .fetchQuery({ ...latestNotificationsQuery(), staleTime: 0 })
      .then((list) => showNotificationToasts(list.results.filter((item) => item.id > before && item.read_at === null)))
      // A list that fails to load costs only the toasts: the bell's count shows the news anyway.
      .catch(() => undefined);
  }, [latestId, queryClient]);
}
