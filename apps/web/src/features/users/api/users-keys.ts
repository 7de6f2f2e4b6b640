import type { ActivityQuery, PageOnlyQuery, UsersListQuery } from '@epaper/shared/users.contract';

// Every query key of the User Management, in one place: its api files and hooks take theirs from here.

/**
 * The root of every User Management cache entry. Not `['users', …]`: that prefix holds the
 * signed-in admin's own profile (account-query.ts), which these changes must not touch.
 */
export const usersKeyRoot = ['dashboard-users'] as const;

/** Every page of the list, whatever its search, filter or page. */
export const usersListKeyRoot = [...usersKeyRoot, 'list'] as const;

/** One account and what hangs off it (its subscriptions and activity). */
export const userKeyRoot = (id: number) => [...usersKeyRoot, 'detail', id] as const;

/** One page of the list. */
export const usersListKey = (query: UsersListQuery) => [...usersListKeyRoot, query] as const;

/** The account itself. */
export const userKey = (id: number) => [...userKeyRoot(id), 'account'] as const;

/** Every page of the account's activity log. */
export const userActivityKeyRoot = (id: number) => [...userKeyRoot(id), 'activity'] as const;

/** One page of the account's activity log. */
export const userActivityKey = (id: number, query: ActivityQuery) => [...userActivityKeyRoot(id), query] as const;

/** One page of the account's subscriptions. */
export const userSubscriptionsKey = (id: number, query: PageOnlyQuery) =>
  [...userKeyRoot(id), 'subscriptions', query] as const;
