import { Link } from 'react-router';
import { Eye } from 'lucide-react';
import type { User } from '@epaper/shared/users.contract';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format/date-format.ts';
import { paths } from '../../../lib/paths.ts';
import { orNotApplicable, userLabel, USER_STATUS_TEXTS, USERS_TEXTS } from '../user-texts.ts';
import { UserStatusBadge, VerifiedBadge } from './user-badges.tsx';

/**
 * From a laptop's width up, Name and Email share what the other columns leave (a cell of
 * no minimum width, given a share), and their text is cut with an ellipsis there; on a
 * phone they keep a fixed width and the table scrolls.
 */
const FLEXIBLE_COLUMN = 'lg:w-[20%] lg:max-w-0';

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
          className="block max-w-[9rem] truncate font-medium text-gray-900 lg:max-w-none dark:text-gray-100"
          title={user.name || undefined}
        >
          {orNotApplicable(user.name)}
        </span>
      ),
      className: FLEXIBLE_COLUMN,
    },
    {
      id: 'email',
      header: 'Email',
      // Long names and addresses are cut short so every column fits beside the sidebar;
      // the whole text is in the title and on the details page.
      cell: (user) => (
        <span className="block max-w-[10rem] truncate lg:max-w-none" title={user.email ?? undefined}>
          {orNotApplicable(user.email)}
        </span>
      ),
      className: FLEXIBLE_COLUMN,
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
        const action = user.is_active ? USER_STATUS_TEXTS.deactivate : USER_STATUS_TEXTS.activate;
        return (
          <div className="flex items-center justify-end gap-2">
            <Link
              to={paths.users.detail(user.id)}
              aria-label={`View ${label}`}
              title={`View ${label}`}
              className={buttonClasses('ghost', 'sm', 'px-2.5')}
            >
              <Eye aria-hidden="true" className="size-4" />
              {/* Icon only until the table has room: the link's name is its aria-label. */}
              <span className="hidden 2xl:inline">View</span>
            </Link>
            {/* A quiet outlined button with its word on it, not a red icon: one slip of the
                pointer must not look like the page's main action. The confirm still comes
                first. As wide for either word, so the row does not shift when it changes. */}
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${action} ${label}`}
              isLoading={isBusy}
              disabled={busyId !== null && !isBusy}
              onClick={() => onToggleStatus(user)}
              className="min-w-[6.25rem] px-2.5"
            >
              {action}
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
