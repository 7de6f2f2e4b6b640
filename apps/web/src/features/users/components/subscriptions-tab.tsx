import { useState } from 'react';
import type { UserSubscription } from '@epaper/shared/users.contract';
import { paymentMethodLabel } from '@epaper/shared/user-subscriptions.texts';
import { Badge } from '../../../components/badge.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { loadErrorText } from '../../../lib/api/load-error-text.ts';
import { formatDay } from '../../../lib/format/date-format.ts';
import { useUserSubscriptions } from '../api/list-user-subscriptions.ts';
import { formatPrice } from '../../../lib/format/money.ts';
import { orNotApplicable, USERS_TEXTS } from '../user-texts.ts';
import { EmptyState } from './empty-state.tsx';

const PAGE_SIZE = 10;

const STATUS_TONES = { active: 'success', expired: 'neutral', cancelled: 'danger' } as const;
const STATUS_LABELS = { active: 'Active', expired: 'Expired', cancelled: 'Cancelled' } as const;

const columns: DataTableColumn<UserSubscription>[] = [
  {
    id: 'plan',
    header: 'Plan',
    cell: (subscription) => (
      // On a phone the held first column keeps to 10rem, so the card has room to scroll the rest past it.
      <div className="w-40 whitespace-normal sm:w-auto sm:max-w-xs">
        <p className="font-medium text-gray-900 dark:text-gray-100">{subscription.plan.title}</p>
        {subscription.plan.description && (
          <p className="text-xs text-gray-600 dark:text-gray-400">{subscription.plan.description}</p>
        )}
      </div>
    ),
  },
  { id: 'price', header: 'Price', cell: (subscription) => formatPrice(subscription.plan.price), align: 'end' },
  { id: 'start', header: 'Start Date', cell: (subscription) => formatDay(subscription.start_date) },
  { id: 'end', header: 'End Date', cell: (subscription) => formatDay(subscription.end_date) },
  {
    id: 'status',
    header: 'Status',
    cell: (subscription) => (
      <Badge tone={STATUS_TONES[subscription.status] ?? 'neutral'}>
        {STATUS_LABELS[subscription.status] ?? subscription.status}
      </Badge>
    ),
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (subscription) => (
      <div>
        <p>{orNotApplicable(paymentMethodLabel(subscription.payment_method))}</p>
        <p className="font-mono text-xs text-gray-600 dark:text-gray-400">
          {orNotApplicable(subscription.payment_reference)}
        </p>
      </div>
    ),
  },
];

/** "Subscription History": the account's subscriptions, newest first, ten a page. */
export function SubscriptionsTab({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const subscriptions = useUserSubscriptions(userId, { page, page_size: PAGE_SIZE });
  const data = subscriptions.data;
  if (data && data.count === 0) {
    return <EmptyState title={USERS_TEXTS.noSubscriptions}>{USERS_TEXTS.noSubscriptionsHint}</EmptyState>;
  }
  const error = subscriptions.isError ? loadErrorText(subscriptions.error, 'Failed to load subscriptions') : null;
  return (
    <div className="space-y-4">
      <DataTable
        columns={columns}
        rows={data?.results}
        rowKey={(subscription) => subscription.id}
        caption="Subscription History"
        isLoading={subscriptions.isPending}
        loadingLabel="Loading subscriptions…"
        skeletonRows={3}
        emptyText={USERS_TEXTS.noSubscriptions}
        error={error}
        onRetry={() => void subscriptions.refetch()}
      />
      {data && (
        <Pagination page={page} pageSize={PAGE_SIZE} count={data.count} onPageChange={setPage} noun="subscriptions" />
      )}
    </div>
  );
}
