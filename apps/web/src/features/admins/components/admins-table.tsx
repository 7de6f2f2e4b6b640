import type { AdminItem } from '@epaper/shared/admins.contract';
import { ROLE_LABELS } from '@epaper/shared/roles';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';

/**
 * Who created the admin: the creator's name; "Admin 3" once that account is deleted (only
 * its id is left); "System" for the admin the server created on first run.
 */
export function createdByText({ created_by, created_by_name }: AdminItem): string {
  if (created_by === null) return 'System';
  return created_by_name ?? `Admin ${created_by}`;
}

export type AdminRowActions = {
  /** The signed-in admin's id: that row gets no actions (no one suspends or deletes themselves). */
  selfId: number;
  onSuspend: (admin: AdminItem) => void;
  onActivate: (admin: AdminItem) => void;
  onDelete: (admin: AdminItem) => void;
  /** The admin whose change is being sent; its buttons wait. */
  busyId: number | null;
};

type AdminsTableProps = {
  rows: readonly AdminItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Only for a super admin; without it the table has no Actions column. */
  actions?: AdminRowActions | undefined;
};

const baseColumns: DataTableColumn<AdminItem>[] = [
  {
    id: 'admin',
    header: 'Admin',
    cell: (admin) => (
      // On a phone the held first column keeps to 10rem (long ones cut, whole in the title), so
      // the card has room to scroll the rest past it.
      <div className="max-w-40 min-w-0 sm:max-w-none">
        <p className="truncate font-medium text-gray-900 sm:whitespace-normal dark:text-gray-100" title={admin.name}>
          {admin.name}
        </p>
        <p className="truncate text-gray-600 sm:whitespace-normal dark:text-gray-400" title={admin.email ?? undefined}>
          {admin.email ?? 'No email'}
        </p>
      </div>
    ),
  },
  { id: 'role', header: 'Role', cell: (admin) => ROLE_LABELS[admin.role], className: 'whitespace-nowrap' },
  {
    id: 'status',
    header: 'Status',
    cell: (admin) => (
      <Badge tone={admin.is_active ? 'success' : 'danger'}>{admin.is_active ? 'Active' : 'Suspended'}</Badge>
    ),
  },
  {
    id: 'created-by',
    header: 'Created By',
    cell: (admin) => createdByText(admin),
    // A creator's name wraps between words rather than widening the table.
    className: 'min-w-32',
  },
];

function actionsColumn(actions: AdminRowActions): DataTableColumn<AdminItem> {
  return {
    id: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (admin) => {
      if (admin.id === actions.selfId) {
        return <span className="text-sm text-gray-600 dark:text-gray-400">You</span>;
      }
      const isBusy = actions.busyId === admin.id;
      return (
        <div className="flex justify-end gap-2">
          {admin.is_active ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Suspend ${admin.name}`}
              disabled={isBusy}
              onClick={() => actions.onSuspend(admin)}
            >
              Suspend
            </Button>
          ) : (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Activate ${admin.name}`}
              isLoading={isBusy}
              onClick={() => actions.onActivate(admin)}
            >
              Activate
            </Button>
          )}
          <Button
            variant="danger-quiet"
            size="sm"
            aria-label={`Delete ${admin.name}`}
            disabled={isBusy}
            onClick={() => actions.onDelete(admin)}
          >
            Delete
          </Button>
        </div>
      );
    },
  };
}

/** Admin (name and email), Role, Status, Created By and, for a super admin, the row actions. */
export function AdminsTable({ rows, isLoading, error, onRetry, actions }: AdminsTableProps) {
  const columns = actions ? [...baseColumns, actionsColumn(actions)] : baseColumns;
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(admin) => admin.id}
      caption="Admins"
      isLoading={isLoading}
      loadingLabel="Loading admins…"
      emptyText="No admins found"
      error={error}
      onRetry={onRetry}
    />
  );
}
