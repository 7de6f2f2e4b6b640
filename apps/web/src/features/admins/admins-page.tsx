import { useEffect, useState, type ReactNode } from 'react';
import type { AdminItem } from '@epaper/shared/admins.contract';
import { PAGE_LIMITS } from '@epaper/shared/pagination.contract';
import { keepingFocus } from '../../components/focus-return.ts';
import { OrderToggle } from '../../components/order-toggle.tsx';
import { Pagination, shownRange } from '../../components/pagination.tsx';
import { useConfirm } from '../../components/use-confirm.tsx';
import { useAccount } from '../../lib/api/account-query.ts';
import { getErrorMessage } from '../../lib/api/error-messages.ts';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useListState } from '../../lib/hooks/use-list-state.ts';
import { failureText, notifyError, notifySuccess } from '../../lib/notify.ts';
import { useActivateAdmin } from './api/activate-admin.ts';
import { useAdmins } from './api/admins-query.ts';
import { useDeleteAdmin } from './api/delete-admin.ts';
import { useSuspendAdmin } from './api/suspend-admin.ts';
import { AdminConfirmMessage } from './components/admin-confirm-message.tsx';
import { AdminCounters } from './components/admin-counters.tsx';
import { AdminsTable, type AdminRowActions } from './components/admins-table.tsx';
import { CreateAdminDialog } from './components/create-admin-dialog.tsx';
import { useCreateAdminRequest } from './create-admin-navigation-state.ts';

export const ADMINS_PAGE_SIZE = PAGE_LIMITS.defaultPageSize;

/** The list starts with the oldest account (the first super admin), unless asked otherwise. */
const OLDEST_FIRST = { order: ['oldest', 'newest'] } as const;

/** Runs a change, toasting its success or its failure; a failure is thrown on (the confirm dialog stays). */
async function withToasts(run: () => Promise<unknown>, success: string, action: string): Promise<void> {
  try {
    await run();
    notifySuccess(success);
  } catch (error) {
    notifyError(failureText(action, getErrorMessage(error)));
    throw error;
  }
}

/** The row actions of a super admin: Suspend and Delete ask first, Activate does not. */
function useRowActions(selfId: number): { actions: AdminRowActions; dialog: ReactNode } {
  const { confirm, dialog } = useConfirm();
  const suspend = useSuspendAdmin();
  const activate = useActivateAdmin();
  const remove = useDeleteAdmin();
  const [busyId, setBusyId] = useState<number | null>(null);
  const actions: AdminRowActions = {
    selfId,
    busyId,
    onSuspend: (admin: AdminItem) =>
      void confirm({
        title: 'Suspend admin',
        message: <AdminConfirmMessage question="Are you sure you want to suspend this admin?" admin={admin} />,
        confirmLabel: 'Suspend',
        isDestructive: true,
        onConfirm: () =>
          withToasts(() => suspend.mutateAsync(admin.id), 'Admin suspended successfully!', 'suspend admin'),
      }),
    onActivate: (admin: AdminItem) => {
      setBusyId(admin.id);
      // No confirm gives the focus back here: the busy button drops it, and comes back as Suspend.
      void keepingFocus(() =>
        withToasts(() => activate.mutateAsync(admin.id), 'Admin activated successfully!', 'activate admin')
          .catch(() => undefined)
          .finally(() => setBusyId(null)),
      );
    },
    onDelete: (admin: AdminItem) =>
      void confirm({
        title: 'Delete admin',
        message: (
          <AdminConfirmMessage
            question="Are you sure you want to delete this admin? This action cannot be undone."
            admin={admin}
          />
        ),
        confirmLabel: 'Delete',
        isDestructive: true,
        onConfirm: () => withToasts(() => remove.mutateAsync(admin.id), 'Admin deleted successfully!', 'delete admin'),
      }),
  };
  return { actions, dialog };
}

/** /admin: Admin Management. Every admin reads it; only a super admin creates and changes admins. */
export function AdminsPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const account = useAccount();
  const list = useListState({ pageSizes: [ADMINS_PAGE_SIZE], filters: OLDEST_FIRST });
  const admins = useAdmins({
    page: list.page,
    pageSize: list.pageSize,
    isNewestFirst: list.filters.order === 'newest',
  });
  const isSuperAdmin = account.data?.role === 'super_admin';
  const { actions, dialog } = useRowActions(account.data?.id ?? 0);
  const createRequest = useCreateAdminRequest();
  const data = admins.data;

  // A page past the end (the last row of the last page deleted, or an old link): go to the last page.
  const { setPage } = list;
  const lastPage = data ? shownRange(list.page, list.pageSize, data.count).pages : 1;
  const isPastEnd = data !== undefined && !admins.isPlaceholderData && data.results.length === 0 && list.page > 1;
  useEffect(() => {
    if (isPastEnd) setPage(lastPage, { replace: true });
  }, [isPastEnd, lastPage, setPage]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
            {isSuperAdmin
              ? 'Create administrator accounts, suspend, activate and delete them.'
              : 'The administrator accounts. Only a Super Admin can create or change them.'}
          </p>
        </div>
        {isSuperAdmin && <CreateAdminDialog request={createRequest} />}
      </div>

      <AdminCounters total={data?.count} active={data?.active_count} />

      <div className="flex justify-end">
        <OrderToggle value={list.filters.order} onChange={(order) => list.setFilter('order', order)} />
      </div>

      <AdminsTable
        rows={data?.results}
        isLoading={admins.isPending}
        error={admins.isError && !data ? failureText('fetch admins', loadErrorText(admins.error, '')) : null}
        onRetry={() => void admins.refetch()}
        actions={isSuperAdmin ? actions : undefined}
      />

      {data && data.count > list.pageSize && (
        <Pagination
          page={list.page}
          pageSize={list.pageSize}
          count={data.count}
          onPageChange={(page) => list.setPage(page)}
          noun="admins"
        />
      )}
      {dialog}
    </div>
  );
}
