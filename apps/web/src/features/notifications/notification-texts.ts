/** The words of the bell, its list, its toasts and Profile's email choices, written once for the screens and their tests. */
export const NOTIFICATION_SCREEN_TEXTS = {
  bell: 'Notifications',
  heading: 'Notifications',
  unread: 'Unread',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet.',
  loading: 'Loading notifications…',
  loadNotificationsAction: 'load notifications',
  retry: 'Retry',
  markReadAction: 'mark as read',
  emailCardTitle: 'Email notifications',
  emailCardDescription: 'Choose which of these also reach you by email. They always show under the bell.',
  emailChoicesLegend: 'Email me when',
  emailLoading: 'Loading email choices…',
  loadEmailChoicesAction: 'load email choices',
  saveEmailChoices: 'Save email choices',
  savingEmailChoices: 'Saving…',
  emailChoicesSaved: 'Email choices saved.',
  saveEmailChoicesAction: 'save email choices',
  noEmailAddress: 'Add an email address to your account to receive these by email.',
} as const;

/** The most the bell's badge counts to; more reads "99+". */
const BADGE_MAX = 99;

/** "Notifications", or "Notifications, 3 unread": the bell's accessible name. */
export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `${NOTIFICATION_SCREEN_TEXTS.bell}, ${unreadCount} unread` : NOTIFICATION_SCREEN_TEXTS.bell;
}

/** The badge's text: the count, or "99+" past 99. */
export function badgeText(unreadCount: number): string {
  return unreadCount > BADGE_MAX ? `${BADGE_MAX}+` : String(unreadCount);
}

/** "Sent to night.desk@example.com". */
export function sentToText(emailAddress: string): string {
  return `Sent to ${emailAddress}`;
}

/** The toast after the first few new notifications: "1 more notification", "4 more notifications". */
export function moreNotificationsText(count: number): string {
  return count === 1 ? '1 more notification' : `${count} more notifications`;
}
