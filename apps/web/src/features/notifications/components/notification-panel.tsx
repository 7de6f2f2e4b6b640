import { useNavigate } from 'react-router';
import type { Notification } from '@epaper/shared/notifications.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { failureText, notifyError } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { useLatestNotifications } from '../api/list-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';
import { NOTIFICATION_SCREEN_TEXTS } from '../notification-texts.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationPanelProps = {
  headingId: string;
  /** The unread count the bell polls, until the list's own answer is in. */
  unreadCount: number;
  /** Closes the panel: an item that opens its edition leaves the list behind. */
  onClose: () => void;
};

/** The bell's panel: the newest 20, "Mark all as read", and an item opens its edition. */
export function NotificationPanel({ headingId, unreadCount, onClose }: NotificationPanelProps) {
  const navigate = useNavigate();
  const list = useLatestNotifications();
  const markRead = useMarkNotificationsRead();
  const unread = list.data?.unread_count ?? unreadCount;

  const mark = (body: { ids: number[] } | { all: true }) =>
    markRead.mutate(body, {
      onError: (error) => notifyError(failureText(NOTIFICATION_SCREEN_TEXTS.markReadAction, getErrorMessage(error))),
    });

  // Read and without an edition, a row has nothing to do: it is not a button.
  const openerOf = (notification: Notification) => {
    const isUnread = notification.read_at === null;
    const epaperId = notification.epaper_id;
    if (!isUnread && epaperId === null) return undefined;
    return () => {
      if (isUnread) mark({ ids: [notification.id] });
      if (epaperId === null) return;
      onClose();
      void navigate(paths.epapers.view(epaperId));
    };
  };

  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3 dark:border-gray-800">
        <h2 id={headingId} className="text-base font-semibold text-gray-900 dark:text-white">
          {NOTIFICATION_SCREEN_TEXTS.heading}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => mark({ all: true })}
          disabled={unread === 0 || markRead.isPending}
        >
          {NOTIFICATION_SCREEN_TEXTS.markAllRead}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {list.isPending && (
          <div className="flex justify-center px-4 py-8 text-gray-600 dark:text-gray-300">
            <Spinner label={NOTIFICATION_SCREEN_TEXTS.loading} />
          </div>
        )}
        {list.isError && !list.data && (
          <div className="p-4">
            <Alert
              tone="error"
              action={
                <Button variant="secondary" size="sm" onClick={() => void list.refetch()} isLoading={list.isFetching}>
                  {NOTIFICATION_SCREEN_TEXTS.retry}
                </Button>
              }
            >
              {failureText(NOTIFICATION_SCREEN_TEXTS.loadNotificationsAction, loadErrorText(list.error, ''))}
            </Alert>
          </div>
        )}
        {list.data && list.data.results.length === 0 && (
          <p className="px-4 py-8 text-center text-sm text-gray-600 dark:text-gray-400">
            {NOTIFICATION_SCREEN_TEXTS.empty}
          </p>
        )}
        {list.data && list.data.results.length > 0 && (
          <ul aria-labelledby={headingId}>
            {list.data.results.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpen={openerOf(notification)} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
