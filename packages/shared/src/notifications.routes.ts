import type { Paginated } from './pagination.contract.ts';
import { route } from './route.ts';
import type {
  MarkNotificationsReadRequest,
  Notification,
  NotificationListQuery,
  NotificationPreferences,
  UnreadNotifications,
  UpdateNotificationPreferencesRequest,
} from './notifications.contract.ts';

/** The signed-in admin's notifications: the bell, and which are also emailed. */
export const notificationsRoutes = {
  list: route<{ query: NotificationListQuery; response: Paginated<Notification> & { unread_count: number } }>(
    'GET',
    '/notifications/',
    'admin',
  ),
  unread: route<{ response: UnreadNotifications }>('GET', '/notifications/unread/', 'admin'),
  markRead: route<{ body: MarkNotificationsReadRequest; response: UnreadNotifications }>(
    'POST',
    '/notifications/read/',
    'admin',
  ),
  preferences: route<{ response: NotificationPreferences }>('GET', '/notifications/preferences/', 'admin'),
  updatePreferences: route<{ body: UpdateNotificationPreferencesRequest; response: NotificationPreferences }>(
    'PUT',
    '/notifications/preferences/',
    'admin',
  ),
};
