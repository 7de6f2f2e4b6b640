/**
 * The root of every User Management cache entry. Not `['users', …]`: that prefix holds the
 * signed-in admin's own profile (account-query.ts), which these changes must not touch.
 */
export const usersKeyRoot = ['dashboard-users'] as const;

/** Every page of the list, whatever its search, filter or page. */
export const usersListKeyRoot = [...usersKeyRoot, 'list'] as const;

/** One account and what hangs off it (its subscriptions and activity). */
export const userKeyRoot = (id: number) => [...usersKeyRoot, 'detail', id] as const;
