import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersRoutes } from '@epaper/shared/users.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { ownActivityQueryKey } from './profile-keys.ts';

/** How many of the latest entries the Recent activity card shows. */
export const RECENT_ACTIVITY_SIZE = 5;

/** GET /users/activity/: the signed-in admin's latest activity, newest first. */
export const ownActivityQuery = () =>
  queryOptions({
    queryKey: ownActivityQueryKey,
    queryFn: ({ signal }) =>
      callApi(usersRoutes.ownActivity, { query: { page: 1, page_size: RECENT_ACTIVITY_SIZE }, signal }),
  });

export function useOwnActivity() {
  return useQuery(ownActivityQuery());
}
