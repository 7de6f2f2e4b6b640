import { DeferredMenuButton } from '../../../components/deferred-menu-button.tsx';
import { deferredModule } from '../../../lib/lazy/deferred-module.ts';
import { useUnreadNotifications } from '../api/get-unread-notifications.ts';
import { bellLabel, NOTIFICATION_SCREEN_TEXTS } from '../notification-texts.ts';
import { useNewNotificationToasts } from '../use-new-notification-toasts.ts';
import { BELL_BUTTON_CLASS, BellButtonFace } from './bell-button.tsx';

/** The panel's Radix code, fetched once the first screen has painted (or with the layout from 768px). */
export const notificationPopoverModule = deferredModule(() => import('./notification-popover.tsx'));

/**
 * The header's bell: the unread count on a badge, the list in a panel (NotificationPopover),
 * and a toast for what arrives meanwhile.
 */
export function NotificationBell() {
  const unread = useUnreadNotifications();
  useNewNotificationToasts(unread.data?.latest_id);
  const unreadCount = unread.data?.unread_count ?? 0;
  return (
    <DeferredMenuButton
      module={notificationPopoverModule}
      popup="dialog"
      button={{
        'aria-label': bellLabel(unreadCount),
        title: NOTIFICATION_SCREEN_TEXTS.bell,
        className: BELL_BUTTON_CLASS,
        children: <BellButtonFace unreadCount={unreadCount} />,
      }}
      render={(module, isOpenAtFirst) => (
        <module.NotificationPopover unreadCount={unreadCount} isOpenAtFirst={isOpenAtFirst} />
      )}
    />
  );
}
