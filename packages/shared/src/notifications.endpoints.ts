import { endpoint } from './endpoint.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import {
  markNotificationsReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationPreferencesSchema,
  unreadNotificationsSchema,
  updateNotificationPreferencesSchema,
} from './notifications.contract.ts';

/** The notifications routes bound to their schemas. */
export const notificationsEndpoints = {
  list: endpoint(notificationsRoutes.list, { query: notificationListQuerySchema, response: notificationListSchema }),
  unread: endpoint(notificationsRoutes.unread, { response: unreadNotificationsSchema }),
  markRead: endpoint(notificationsRoutes.markRead, {
    body: markNotificationsReadSchema,
    response: unreadNotificationsSchema,
  }),
  preferences: endpoint(notificationsRoutes.preferences, { response: notificationPreferencesSchema }),
  updatePreferences: endpoint(notificationsRoutes.updatePreferences, {
    body: updateNotificationPreferencesSchema,
    response: notificationPreferencesSchema,
  }),
};
