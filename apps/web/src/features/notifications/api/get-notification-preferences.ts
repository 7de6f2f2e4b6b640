import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '@epaper/shared/notifications.contract';
import { notificationsRoutes } from '@epaper/shared/notifications.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { notificationPreferencesKey } from './notifications-keys.ts';

/** GET /notifications/preferences/: which kinds also go by email, and to which address. */
export async function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return callApi(notificationsRoutes.preferences, { signal });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}
