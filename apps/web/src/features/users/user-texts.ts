import type { ActivityType, User } from '@epaper/shared/users.contract';

/** The texts of User Management, word for word as the tests and the browser suite assert them. Local so the screens load no zod. */
export const USERS_TEXTS = {
  listTitle: 'Users List',
  empty: 'No users found',
  fetchUsersFailed: 'Failed to fetch users',
  fetchUserFailed: 'Failed to fetch user details',
  notFound: 'User not found.',
  notApplicable: 'N/A',
  activeHint: 'User can login and access the system',
  inactiveHint: 'User is deactivated and cannot login',
  adminReadOnly: 'Administrators are managed in Admin Management.',
  noSubscriptions: 'No subscription history found',
  noSubscriptionsHint: 'This user has not subscribed to any plans yet.',
  noActivity: 'No activity records found',
  noActivityHint: 'This user has no recorded activity yet.',
} as const;

/**
 * One word for one action: a reader is deactivated or activated, as the User Status
 * card's "Deactivate User" / "Activate User" and the status "Inactive" say. Only the
 * failure toasts keep "suspend" ("Failed to suspend user: …"), the product's fixed
 * wording for them.
 */
export const USER_STATUS_TEXTS = {
  deactivate: 'Deactivate',
  activate: 'Activate',
  deactivateUser: 'Deactivate User',
  activateUser: 'Activate User',
  deactivateTitle: 'Deactivate user?',
  activateTitle: 'Activate user?',
  deactivateMessage: (label: string) =>
    `Are you sure you want to deactivate ${label}? They are signed out and cannot login until activated.`,
  activateMessage: (label: string) => `Are you sure you want to activate ${label}? They can login again.`,
  deactivated: 'User deactivated successfully!',
  activated: 'User activated successfully!',
  /** The failure toasts' verbs: "Failed to suspend user: {message}" / "Failed to activate user: {message}". */
  failedAction: (isDeactivating: boolean) => (isDeactivating ? 'suspend user' : 'activate user'),
} as const;

/** An empty text shows as "N/A". */
export function orNotApplicable(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : USERS_TEXTS.notApplicable;
}

/** What a confirm, a toast and a label call the account: its name, else its email or phone. */
export function userLabel(user: Pick<User, 'name' | 'email' | 'phone'>): string {
  return user.name.trim() || user.email || user.phone || 'this user';
}

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: 'Login',
  logout: 'Logout',
  subscription: 'Subscription',
  profile: 'Profile',
  status: 'Account status',
  registration: 'Registration',
  reading: 'Reading',
  others: 'Others',
};
