import { useState } from 'react';
import type { ActivityType, UserActivity } from '@epaper/shared/users.contract';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { SelectFilter, type SelectOption } from '../../../components/select-filter.tsx';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { useUserActivity } from '../api/list-user-activity.ts';
import { ACTIVITY_LABELS, orNotApplicable, USERS_TEXTS } from '../user-texts.ts';
import { EmptyState } from './empty-state.tsx';

const PAGE_SIZE = 20;

type TypeFilter = ActivityType | 'all';
const TYPE_OPTIONS: readonly SelectOption<TypeFilter>[] = [
  { value: 'all', label: 'All activity' },
  // From the labels, not the contract's list: this screen loads no zod.
  ...(Object.keys(ACTIVITY_LABELS) as ActivityType[]).map((type) => ({ value: type, label: ACTIVITY_LABELS[type] })),
];

const columns: DataTableColumn<UserActivity>[] = [
  {
    id: 'type',
    header: 'Activity Type',
    cell: (activity) => ACTIVITY_LABELS[activity.activity_type] ?? activity.activity_type,
  },
  {
    id: 'description',
    header: 'Description',
    cell: (activity) => (
      // On a phone it wraps within what the card shows beside the held first column.
      <span className="block w-36 whitespace-normal sm:w-auto sm:max-w-md">
        {orNotApplicable(activity.description)}
      </span>
    ),
  },
  {
    id: 'ip',
    header: 'IP Address',
    cell: (activity) => <span className="font-mono text-xs">{orNotApplicable(activity.ip_address)}</span>,
  },
  {
    id: 'when',
    header: 'Date & Time',
    cell: (activity) => formatDateTime(activity.created_at),
    className: 'whitespace-nowrap',
  },
];

/** "Activity Log": the account's activity, newest first, of one type when the filter says so. */
export function ActivityTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const [type, setType] = useState<TypeFilter>('all');
  const activity = useUserActivity(userId, {
    page,
    page_size: PAGE_SIZE,
    ...(type !== 'all' && { activity_type: type }),
  });
  const data = activity.data;
  if (data && data.count === 0 && type === 'all') {
    return <EmptyState title={USERS_TEXTS.noActivity}>{USERS_TEXTS.noActivityHint}</EmptyState>;
  }
  const error = activity.isError ? loadErrorText(activity.error, 'Failed to load activity') : null;
  return (
    <div className="space-y-4">
      <SelectFilter
        label="Activity type"
        value={type}
        options={TYPE_OPTIONS}
        onChange={(value) => {
          setType(value);
          setPage(1);
        }}
        className="sm:w-56"
      />
      <DataTable
        columns={columns}
        rows={data?.results}
        rowKey={(item) => item.id}
        caption="Activity Log"
        isLoading={activity.isPending}
        loadingLabel="Loading activity…"
        skeletonRows={3}
        emptyText={USERS_TEXTS.noActivity}
        error={error}
        onRetry={() => void activity.refetch()}
      />
      {data && <Pagination page={page} pageSize={PAGE_SIZE} count={data.count} onPageChange={setPage} noun="records" />}
    </div>
  );
}
