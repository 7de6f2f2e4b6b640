import { useId, useState } from 'react';
import { Popover } from 'radix-ui';
import { Bell } from 'lucide-react';
import { cx } from '../../../lib/class-names.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { badgeText, bellLabel, NOTIFICATION_SCREEN_TEXTS } from '../notification-texts.ts';
import { useNewNotificationToasts } from '../use-new-notification-toasts.ts';
import { NotificationPanel } from './notification-panel.tsx';

/**
 * The header's bell: the unread count on a badge, the list in a panel, and a toast for what
 * arrives meanwhile. The panel is modal (Radix Popover), so Escape and a click outside both
 * close it and give the focus back to the bell, and the click outside does nothing else.
 * On a phone it spans the screen under the header; from 640px it is a card under the bell.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const unread = useUnreadNotifications();
  useNewNotificationToasts(unread.data?.latest_id);
  const unreadCount = unread.data?.unread_count ?? 0;

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen} modal>
      <Popover.Trigger
        aria-label={bellLabel(unreadCount)}
        title={NOTIFICATION_SCREEN_TEXTS.bell}
        className={cx(
          'relative inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 sm:size-10',
          'dark:border-gray-800 dark:bg-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-semibold text-white ring-2 ring-white dark:ring-gray-900"
          >
            {badgeText(unreadCount)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-labelledby={headingId}
          align="end"
          // The bell sits 14px above the 64px header's bottom on a phone: the panel starts under it.
          sideOffset={14}
          collisionPadding={0}
          sticky="always"
          className={cx(
            'z-50 flex w-screen flex-col overflow-hidden border-y border-gray-200 bg-white shadow-lg',
            'max-h-[min(32rem,var(--radix-popover-content-available-height))]',
            'sm:w-96 sm:rounded-xl sm:border-x',
            'dark:border-gray-800 dark:bg-gray-900',
            'data-[state=open]:animate-popover-in',
          )}
        >
          <NotificationPanel headingId={headingId} unreadCount={unreadCount} onClose={() => setIsOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
