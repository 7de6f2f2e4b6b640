import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminItem, AdminList } from '@epaper/shared/admins.contract';
import { adminRoutes } from '@epaper/shared/admins.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { adminsPageQueryKey, adminsQueryKey } from './admins-keys.ts';

/** A page of the list: oldest account first, unless `isNewestFirst`. */
export type AdminsPage = { page: number; pageSize: number; isNewestFirst?: boolean };

/** GET /dashboard/admins/: one page, with `count` (Total Admins) and `active_count` (Active Admins). */
export async function fetchAdmins(
  { page, pageSize, isNewestFirst }: AdminsPage,
  signal?: AbortSignal,
): Promise<AdminList> {
  const query = { page, page_size: pageSize, ...(isNewestFirst && { ordering: '-id' as const }) };
  return callApi(adminRoutes.list, { query, signal });
}

/** One page of admins; the previous page stays on screen while the next loads. */
export function useAdmins(page: AdminsPage) {
  return useQuery({
    queryKey: adminsPageQueryKey(page),
    queryFn: ({ signal }) => fetchAdmins(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** Changes every cached page of the list at once (an admin may be cached on one page only). */
export function updateCachedAdmins(queryClient: QueryClient, change: (list: AdminList) => AdminList): void {
  queryClient.setQueriesData<AdminList>({ queryKey: adminsQueryKey }, (list) => (list ? change(list) : list));
}

/** Puts a changed admin in place in every cached page and recounts the active ones. */
export function replaceCachedAdmin(queryClient: QueryClient, admin: AdminItem): void {
  updateCachedAdmins(queryClient, (list) => {
    const before = list.results.find((item) => item.id === admin.id);
    if (!before) return list;
    const activeChange = Number(admin.is_active) - Number(before.is_active);
    return {
      ...list,
      active_count: list.active_count + activeChange,
      results: list.results.map((item) => (item.id === admin.id ? admin : item)),
    };
  });
}
