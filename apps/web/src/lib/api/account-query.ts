import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { profileRoutes } from '@epaper/shared/profile.routes';
import { callApi } from './api-client.ts';

/**
 * GET /users/profile/ is both the signed-in account (auth) and the profile screen's data.
 * One fetcher and one cache entry serve both features, so saving the profile updates the
 * header at once without either feature importing the other.
 */
export const accountQueryKey = ['users', 'profile'] as const;

/** The signed-in admin. Not parsed with zod, to keep zod out of the sign-in bundle. */
export async function fetchAccount(signal?: AbortSignal): Promise<AdminProfile> {
  return callApi(profileRoutes.get, { signal });
}

export const accountQuery = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => fetchAccount(signal), staleTime: 60_000 });

/** The signed-in admin from the cache; `isEnabled` false keeps it from fetching (no session yet). */
export function useAccount(isEnabled = true) {
  return useQuery({ ...accountQuery(), enabled: isEnabled });
}
