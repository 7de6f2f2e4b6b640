import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  UpdateNotificationPreferencesRequest,
} from '@epaper/shared/notifications.contract';
import { notificationsRoutes } from '@epaper/shared/notifications.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { notificationPreferencesKey } from './notifications-keys.ts';

/** PUT /notifications/preferences/: the email choices sent; answers all of them as saved. */
export async function putNotificationPreferences(
  body: UpdateNotificationPreferencesRequest,
): Promise<NotificationPreferences> {
  return callApi(notificationsRoutes.updatePreferences, { body });
}

/** Saves the email choices; the cached choices take the answer. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationPreferencesKey, preferences),
  });
}
