import type { Notification } from '@epaper/shared/notifications.contract';
import { notifyError, notifyInfo } from '../../lib/notify.ts';
import { moreNotificationsText } from './notification-texts.ts';

/** More toasts at once would bury the page; the rest are counted in one. */
const MAX_TOASTS = 3;

/** One toast, its text the title: a failure as an error (it needs acting on), anything else as news. */
function showToast(notification: Notification): void {
  if (notification.kind === 'edition_failed') notifyError(notification.title);
  else notifyInfo(notification.title);
}

/**
 * A toast for each of the newest three (newest first, as the list gives them), then one
 * saying how many more. Shown oldest first, so the newest ends up in front.
 */
export function showNotificationToasts(newestFirst: readonly Notification[]): void {
  const shown = newestFirst.slice(0, MAX_TOASTS);
  const moreCount = newestFirst.length - shown.length;
  if (moreCount > 0) notifyInfo(moreNotificationsText(moreCount));
  for (const notification of [...shown].reverse()) showToast(notification);
}
