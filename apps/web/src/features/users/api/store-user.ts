import type { QueryClient } from '@tanstack/react-query';
import type { Paginated } from '@epaper/shared/pagination.contract';
import type { User } from '@epaper/shared/users.contract';
import { userActivityKeyRoot, userKey, usersListKeyRoot } from './users-keys.ts';

/**
 * Puts a changed account the server answered into the cache: its details, and its row
 * in every cached page of the list, in place (a suspended reader stays on the "Active"
 * page until the list is next fetched, rather than vanishing under the pointer). The
 * list pages are marked stale without refetching, and the account's activity, which the
 * change added a line to, is refetched.
 */
export function storeChangedUser(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(userKey(user.id), user);
  queryClient.setQueriesData<Paginated<User>>({ queryKey: usersListKeyRoot }, (page) =>
    page ? { ...page, results: page.results.map((row) => (row.id === user.id ? user : row)) } : page,
  );
  void queryClient.invalidateQueries({ queryKey: usersListKeyRoot, refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: userActivityKeyRoot(user.id) });
}
