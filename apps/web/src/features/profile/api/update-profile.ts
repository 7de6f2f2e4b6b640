import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProfile, UpdateProfileRequest } from '@epaper/shared/profile.contract';
import { profileRoutes } from '@epaper/shared/profile.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { accountQueryKey } from '../../../lib/api/account-query.ts';

/** PUT /users/profile/: name, phone and optionally a password change; answers the updated profile. */
export async function putProfile(body: UpdateProfileRequest): Promise<AdminProfile> {
  return callApi(profileRoutes.update, { body });
}

/** Saves the profile; the shared account cache entry is replaced, so the header updates too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putProfile,
    onSuccess: (profile) => queryClient.setQueryData(accountQueryKey, profile),
  });
}
