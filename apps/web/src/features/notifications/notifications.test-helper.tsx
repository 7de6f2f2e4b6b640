import { Route } from 'react-router';
import type { Notification, NotificationPreferences } from '@epaper/shared/notifications.contract';
import { installFakeHttp, json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';
import { renderScreens } from '../../lib/testing/render-screens.test-helper.tsx';
import { NotificationBell } from './components/notification-bell.tsx';

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    kind: 'edition_processed',
    epaper_id: 5,
    title: '“Morning Herald” (27 Nov 2026) is ready',
    body: 'All 12 pages were processed. Publish it when you are ready.',
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read_at: null,
    ...overrides,
  };
}

/**
 * The notification routes over a list the test can change between polls, answering as the
 * server does: newest first, with the unread count; marking read changes the list.
 */
export function fakeNotificationsApi(
  initial: Notification[],
  extra: Record<string, (request: SeenRequest) => Response> = {},
) {
  const state = { notifications: [...initial] };
  const unreadCount = () => state.notifications.filter((item) => item.read_at === null).length;
  const unread = () => ({
    unread_count: unreadCount(),
    latest_id: state.notifications.reduce<number | null>((max, item) => Math.max(max ?? 0, item.id), null),
  });
  const http = installFakeHttp((request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    const handler = extra[key];
    if (handler) return handler(request);
    if (key === 'GET /api/notifications/unread/') return json(200, unread());
    if (key === 'GET /api/notifications/') {
      const results = [...state.notifications].sort((a, b) => b.id - a.id).slice(0, 20);
      return json(200, {
        count: state.notifications.length,
        next: null,
        previous: null,
        results,
        unread_count: unreadCount(),
      });
    }
    if (key === 'POST /api/notifications/read/') {
      const body = request.body as { ids?: number[]; all?: true };
      const readAt = new Date().toISOString();
      state.notifications = state.notifications.map((item) =>
        item.read_at === null && (body.all || body.ids?.includes(item.id)) ? { ...item, read_at: readAt } : item,
      );
      return json(200, unread());
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
  return { ...http, state };
}

export const preferences = (overrides: Partial<NotificationPreferences> = {}): NotificationPreferences => ({
  email: {
    edition_processed: true,
    edition_failed: true,
    edition_published: true,
    edition_held: true,
    edition_findings: true,
  },
  email_address: 'night.desk@example.com',
  ...overrides,
});

/** The bell on every path (the header is on every signed-in screen), with the toaster and a path probe. */
export function renderBell(path = '/dashboard') {
  return renderScreens(path, <Route path="*" element={<NotificationBell />} />);
}
