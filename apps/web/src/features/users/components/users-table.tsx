import { Link } from 'react-router';
import { Eye, UserCheck, UserX } from 'lucide-react';
import type { User } from '@epaper/shared/users.contract';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format/date-format.ts';
import { paths } from '../../../lib/paths.ts';
import { orNotApplicable, userLabel, USERS_TEXTS } from '../user-texts.ts';
import { UserStatusBadge, VerifiedBadge } from './user-badges.tsx';

type UsersTableProps = {
  users: readonly User[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  onToggleStatus: (user: User) => void;
  /** The account whose status is being changed. */
  busyId: number | null;
};

/** The readers' table: Name, Email, Phone, Status, Verified, Registered and Actions. */
export function UsersTable({ users, isLoading, error, onRetry, onToggleStatus, busyId }: UsersTableProps) {
  const columns: DataTableColumn<User>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (user) => (
        <span
          className="block max-w-[10rem] truncate font-medium text-gray-900 dark:text-gray-100"
          title={user.name || undefined}
        >
          {orNotApplicable(user.name)}
        </span>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      // Long addresses are cut short so every column fits beside the sidebar; the whole
      // address is in the title and on the details page.
      cell: (user) => (
        <span className="block max-w-[12rem] truncate" title={user.email ?? undefined}>
          {orNotApplicable(user.email)}
        </span>
      ),
    },
    { id: 'phone', header: 'Phone', cell: (user) => orNotApplicable(user.phone), className: 'whitespace-nowrap' },
    { id: 'status', header: 'Status', cell: (user) => <UserStatusBadge isActive={user.is_active} /> },
    { id: 'verified', header: 'Verified', cell: (user) => <VerifiedBadge isVerified={user.is_verified} /> },
    {
      id: 'registered',
      header: 'Registered',
      cell: (user) => formatDate(user.date_joined),
      className: 'whitespace-nowrap',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (user) => {
        const label = userLabel(user);
        const isBusy = busyId === user.id;
        return (
          <div className="flex items-center justify-end gap-2">
            <Link
              to={paths.users.detail(user.id)}
              aria-label={`View ${label}`}
              title={`View ${label}`}
              className={buttonClasses('secondary', 'sm')}
            >
              <Eye aria-hidden="true" className="size-4" />
              {/* Icon only until the table has room: the link's name is its aria-label. */}
              <span className="hidden 2xl:inline">View</span>
            </Link>
            <Button
              variant={user.is_active ? 'danger' : 'primary'}
              size="sm"
              aria-label={`${user.is_active ? 'Suspend' : 'Activate'} ${label}`}
              title={`${user.is_active ? 'Suspend' : 'Activate'} ${label}`}
              isLoading={isBusy}
              disabled={busyId !== null && !isBusy}
              onClick={() => onToggleStatus(user)}
            >
              {!isBusy &&
                (user.is_active ? (
                  <UserX aria-hidden="true" className="size-4" />
                ) : (
                  <UserCheck aria-hidden="true" className="size-4" />
                ))}
              <span className="hidden 2xl:inline">{user.is_active ? 'Suspend' : 'Activate'}</span>
            </Button>
          </div>
        );
      },
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      caption={USERS_TEXTS.listTitle}
      isLoading={isLoading}
      loadingLabel="Loading users…"
      skeletonRows={8}
      emptyText={USERS_TEXTS.empty}
      error={error}
      onRetry={onRetry}
    />
  );
}
