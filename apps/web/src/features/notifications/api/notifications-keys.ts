// Every query key of the notifications, in one place: its api files and hooks take theirs from here.

/** The root of every notification cache entry. */
export const notificationsKeyRoot = ['notifications'] as const;

/** The unread count and newest id the bell polls. */
export const unreadNotificationsKey = [...notificationsKeyRoot, 'unread'] as const;

/** The newest notifications, as the bell's list shows them. */
export const latestNotificationsKey = [...notificationsKeyRoot, 'latest'] as const;

/** Which kinds this admin also receives by email. */
export const notificationPreferencesKey = [...notificationsKeyRoot, 'preferences'] as const;
