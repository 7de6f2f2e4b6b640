import type { MessageResponse } from './auth.contract.ts';
import type {
  AdminItem,
  AdminList,
  AdminListQuery,
  CreateAdminRequest,
  UpdateAdminRequest,
} from './admins.contract.ts';
import { route } from './route.ts';

type ById = { id: number };

/**
 * Admin Management. Any admin reads the list; only a Super Admin creates, changes,
 * suspends, activates or deletes an admin.
 */
export const adminRoutes = {
  list: route<{ query: AdminListQuery; response: AdminList }>('GET', '/dashboard/admins/', 'admin'),
  create: route<{ body: CreateAdminRequest; response: AdminItem }>('POST', '/dashboard/admins/', 'super_admin'),
  update: route<{ params: ById; body: UpdateAdminRequest; response: AdminItem }>(
    'PUT',
    '/dashboard/admins/:id/',
    'super_admin',
  ),
  remove: route<{ params: ById; response: MessageResponse }>('DELETE', '/dashboard/admins/:id/', 'super_admin'),
  suspend: route<{ params: ById; response: AdminItem }>('POST', '/dashboard/admins/:id/suspend/', 'super_admin'),
  activate: route<{ params: ById; response: AdminItem }>('POST', '/dashboard/admins/:id/activate/', 'super_admin'),
};
