import { Download } from 'lucide-react';
import type { UsersListQuery } from '@epaper/shared/users.contract';
import { NEWEST_FIRST, OrderToggle } from '../../components/order-toggle.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { SelectFilter, type SelectOption } from '../../components/select-filter.tsx';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useListState } from '../../lib/hooks/use-list-state.ts';
import { Button } from '../../components/button.tsx';
import { useExportUsers } from './api/export-users.ts';
import { USERS_PAGE_SIZE, useUsers } from './api/list-users.ts';
import { UsersTable } from './components/users-table.tsx';
import { useToggleUserStatus } from './components/use-toggle-user-status.tsx';
import { USERS_TEXTS } from './user-texts.ts';

const STATUS_FILTER = { status: ['all', 'active', 'inactive'], ...NEWEST_FIRST } as const;
type StatusFilter = (typeof STATUS_FILTER.status)[number];

const STATUS_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const IS_ACTIVE: Record<StatusFilter, UsersListQuery['is_active']> = {
  all: undefined,
  active: 'true',
  inactive: 'false',
};

/** /users: the readers, searched, filtered by status, ordered and paged; the state lives in the URL. */
export function UsersPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const list = useListState({ filters: STATUS_FILTER, pageSizes: [USERS_PAGE_SIZE] });
  const query: UsersListQuery = {
    page: list.page,
    page_size: list.pageSize,
    ...(list.search && { search: list.search }),
    ...(IS_ACTIVE[list.filters.status] && { is_active: IS_ACTIVE[list.filters.status] }),
    ...(list.filters.order === 'oldest' && { ordering: 'date_joined' }),
  };
  const users = useUsers(query);
  const exporter = useExportUsers();
  const status = useToggleUserStatus();
  const error = users.isError ? loadErrorText(users.error, USERS_TEXTS.fetchUsersFailed) : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Readers of the e-paper: find them, open their details, deactivate or activate them.
        </p>
      </div>

      {/* Not a landmark: the table's own region already bears the list's name. */}
      <section className="space-y-4">
        <div className="flex flex-col gap-3 2xl:flex-row 2xl:items-end 2xl:justify-between">
          <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-100">{USERS_TEXTS.listTitle}</h2>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
            <SearchBox
              label="Search users"
              placeholder="Search by name, email or phone"
              value={list.search}
              onSearch={list.setSearch}
              className="sm:w-96"
            />
            <SelectFilter
              label="Status"
              value={list.filters.status}
              options={STATUS_OPTIONS}
              onChange={(value) => list.setFilter('status', value)}
              className="sm:w-40"
            />
            <OrderToggle value={list.filters.order} onChange={(order) => list.setFilter('order', order)} />
            <Button
              variant="secondary"
              isLoading={exporter.isExporting}
              onClick={() => void exporter.exportUsers({ search: query.search, is_active: query.is_active })}
            >
              {!exporter.isExporting && <Download aria-hidden className="size-4" />}
              {exporter.isExporting ? 'Exporting...' : 'Export CSV'}
            </Button>
          </div>
        </div>

        <UsersTable
          users={users.data?.results}
          isLoading={users.isPending}
          error={error}
          onRetry={() => void users.refetch()}
          onToggleStatus={(user) => void status.toggle(user)}
          busyId={status.busyId}
        />
        {!error && users.data && (
          <Pagination
            page={list.page}
            pageSize={list.pageSize}
            count={users.data.count}
            onPageChange={list.setPage}
            noun="users"
          />
        )}
      </section>
      {status.dialog}
    </div>
  );
}
