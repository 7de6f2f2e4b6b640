import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { api } from '../../../lib/api/api-client.ts';
import { accountQueryKey } from '../../../lib/api/query-keys.ts';

/** GET /users/profile/: the signed-in admin. Not parsed with zod, to keep it out of the sign-in bundle. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AdminProfile> {
  const response = await api.get<AdminProfile>('/users/profile/', { signal });
  return response.data;
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: accountQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });

/** The signed-in admin from the cache, fetched only while a session is established. */
export function useCurrentUser(isEnabled: boolean) {
  return useQuery({ ...currentUserQuery(), enabled: isEnabled });
}
