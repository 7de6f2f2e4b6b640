import type { Notification } from '@epaper/shared/notifications.contract';
import { cx } from '../../../lib/class-names.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { NOTIFICATION_SCREEN_TEXTS } from '../notification-texts.ts';
import { formatRelativeTime } from '../relative-time.ts';

type NotificationItemProps = {
  notification: Notification;
  /** Marks it read and opens its edition; absent when there is nothing to do (read, no edition). */
  onOpen?: (() => void) | undefined;
};

/**
 * One row of the bell's list: title, the body cut to two lines, and when ("5 min ago", the
 * exact time on hover). An unread one is bold with a dot, and says "Unread" to a screen reader.
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const isUnread = notification.read_at === null;
  const content = (
    <>
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2 shrink-0 rounded-full', isUnread ? 'bg-brand-600 dark:bg-brand-400' : '')}
      />
      <span className="min-w-0 flex-1">
        {isUnread && <span className="sr-only">{NOTIFICATION_SCREEN_TEXTS.unread}: </span>}
        <span
          className={cx(
            'block text-sm break-words',
            isUnread ? 'font-semibold text-gray-900 dark:text-white' : 'font-medium text-gray-700 dark:text-gray-300',
          )}
        >
          {notification.title}
        </span>
        <span className="mt-0.5 line-clamp-2 block text-sm break-words text-gray-600 dark:text-gray-400">
          {notification.body}
        </span>
        <time
          dateTime={notification.created_at}
          title={formatDateTime(notification.created_at)}
          className="mt-1 block text-xs text-gray-500 dark:text-gray-400"
        >
          {formatRelativeTime(notification.created_at)}
        </time>
      </span>
    </>
  );
  const rowClasses = 'flex w-full gap-3 px-4 py-3 text-left';
  return (
    <li className="border-b border-gray-100 last:border-b-0 dark:border-gray-800">
      {onOpen ? (
        <button
          type="button"
          onClick={onOpen}
          className={cx(
            rowClasses,
            'hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-none dark:hover:bg-gray-800/60 dark:focus-visible:bg-gray-800/60',
          )}
        >
          {content}
        </button>
      ) : (
        <div className={rowClasses}>{content}</div>
      )}
    </li>
  );
}
