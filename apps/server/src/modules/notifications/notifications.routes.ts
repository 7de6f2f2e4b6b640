import type { FastifyInstance } from 'fastify';
import { notificationsEndpoints } from '@epaper/shared/notifications.endpoints';
import type { AppContext } from '../../context.ts';
import { withPageLinks } from '../../lib/page-links.ts';
import { principalOf } from '../../lib/principal.ts';
import { apiRoute } from '../../plugins/api-route.ts';
import {
  listNotifications,
  markNotificationsRead,
  notificationPreferences,
  unreadNotifications,
  updateNotificationPreferences,
} from './notifications.service.ts';

/** The signed-in admin's own notifications and email choices: nobody reads another's. */
export async function notificationsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const me = (request: Parameters<typeof principalOf>[0]) => principalOf(request).userId;
  apiRoute(app, notificationsEndpoints.list, async (request) =>
    withPageLinks(request.url, request.query, await listNotifications(ctx.db, me(request), request.query)),
  );
  apiRoute(app, notificationsEndpoints.unread, async (request) => unreadNotifications(ctx.db, me(request)));
  apiRoute(app, notificationsEndpoints.markRead, async (request) =>
    markNotificationsRead(ctx.db, me(request), request.body),
  );
  apiRoute(app, notificationsEndpoints.preferences, async (request) => notificationPreferences(ctx.db, me(request)));
  apiRoute(app, notificationsEndpoints.updatePreferences, async (request) =>
    updateNotificationPreferences(ctx.db, me(request), request.body),
  );
}
