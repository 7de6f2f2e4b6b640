import type { AdminProfile, UpdateProfileRequest } from './profile.contract.ts';
import { route } from './route.ts';

/** The signed-in admin reads and edits their own account. */
export const profileRoutes = {
  get: route<{ response: AdminProfile }>('GET', '/users/profile/', 'admin'),
  update: route<{ body: UpdateProfileRequest; response: AdminProfile }>('PUT', '/users/profile/', 'admin'),
};
