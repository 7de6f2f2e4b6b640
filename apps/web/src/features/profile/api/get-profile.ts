import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { api } from '../../../lib/api/api-client.ts';
import { accountQueryKey } from '../../../lib/api/query-keys.ts';

/** GET /users/profile/: the signed-in admin's own profile. */
export async function fetchProfile(signal?: AbortSignal): Promise<AdminProfile> {
  const response = await api.get<AdminProfile>('/users/profile/', { signal });
  return response.data;
}

export const profileQuery = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => fetchProfile(signal) });

export function useProfile() {
  return useQuery(profileQuery());
}
