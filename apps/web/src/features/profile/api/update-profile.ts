import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile, UpdateProfileRequest } from '@epaper/shared/profile.contract';
import { api } from '../../../lib/api/api-client.ts';
import { accountQueryKey } from '../../../lib/api/account-query.ts';

/** PUT /users/profile/: name, phone and optionally a password change; answers the updated profile. */
export async function putProfile(body: UpdateProfileRequest): Promise<AdminProfile> {
  const response = await api.put<AdminProfile>('/users/profile/', body);
  return response.data;
}

/** Saves the profile; the shared account cache entry is replaced, so the header updates too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountQueryKey, profile),
  });
}
