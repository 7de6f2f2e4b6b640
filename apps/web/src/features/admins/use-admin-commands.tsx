import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck, UserPlus } from 'lucide-react';
import { PAGE_LIMITS } from '@epaper/shared/pagination.contract';
import type { Command, CommandGroup } from '../../components/command-filter.ts';
import { useAccount } from '../../lib/api/account-query.ts';
import { paths } from '../../lib/paths.ts';
import { adminsPageQueryKey } from './api/admins-keys.ts';
import { fetchAdmins } from './api/admins-query.ts';
import { OPEN_CREATE_ADMIN_STATE } from './create-admin-navigation-state.ts';

const PALETTE_ADMINS = { page: 1, pageSize: PAGE_LIMITS.maxPageSize };

/**
 * The command palette's "Admins" group (the admins whose name, email or phone hold the
 * typed words; there are few, so one page is fetched once and filtered here), and for a
 * super admin the "Create New Admin" action.
 */
export function useAdminCommands(search: string): { actions: Command[]; admins: CommandGroup | null } {
  const navigate = useNavigate();
  const account = useAccount();
  const isSearching = search.trim() !== '';
  const admins = useQuery({
    queryKey: adminsPageQueryKey(PALETTE_ADMINS),
    queryFn: ({ signal }) => fetchAdmins(PALETTE_ADMINS, signal),
    enabled: isSearching,
    staleTime: 30_000,
  });
  const isSuperAdmin = account.data?.role === 'super_admin';
  const results = admins.data?.results;
  const isLoading = admins.isLoading;

  return useMemo(() => {
    const actions: Command[] = isSuperAdmin
      ? [
          {
            id: 'action:create-admin',
            label: 'Create New Admin',
            keywords: ['add admin', 'new administrator', 'invite'],
            icon: <UserPlus className="size-4" />,
            run: () => void navigate(paths.admins, { state: OPEN_CREATE_ADMIN_STATE }),
          },
        ]
      : [];
    const admins: CommandGroup | null = isSearching
      ? {
          id: 'admins',
          heading: 'Admins',
          isLoading,
          commands: (results ?? []).map((admin) => ({
            id: `admin:${admin.id}`,
            label: admin.name || admin.email || admin.phone,
            keywords: [admin.email ?? '', admin.phone, 'admin'],
            hint: admin.email ?? admin.phone,
            icon: <ShieldCheck className="size-4" />,
            run: () => void navigate(paths.users.detail(admin.id)),
          })),
        }
      : null;
    return { actions, admins };
  }, [isSuperAdmin, isSearching, results, isLoading, navigate]);
}
