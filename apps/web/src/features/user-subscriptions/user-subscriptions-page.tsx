import { useState } from 'react';
import { SUBSCRIPTION_PAGE_SIZES, SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { useExportUserSubscriptions } from './api/export-user-subscriptions.ts';
import { useUserSubscriptions } from './api/list-user-subscriptions.ts';
import { ListPager } from './components/list-pager.tsx';
import { SubscriptionDetailsDialog } from './components/subscription-details-dialog.tsx';
import { SubscriptionsTable } from './components/subscriptions-table.tsx';
import { SubscriptionsToolbar } from './components/subscriptions-toolbar.tsx';
import { useCancelSubscription } from './components/use-cancel-subscription.tsx';
import { useSubscriptionListState } from './subscription-list-state.ts';

type Selected = { subscription: SubscriptionItem };

/**
 * /user-subscriptions: every reader's subscription, searched, filtered by status and paged
 * on the server, with the state in the URL; a row opens its details, where an active one
 * can be cancelled.
 */
export function UserSubscriptionsPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const { list, query } = useSubscriptionListState();
  const subscriptions = useUserSubscriptions(query);
  const exporter = useExportUserSubscriptions();
  const cancelling = useCancelSubscription();
  const [selected, setSelected] = useState<Selected | null>(null);

  const error = subscriptions.isError ? loadErrorText(subscriptions.error, SUBSCRIPTION_TEXTS.loadFailed) : null;
  const rows = subscriptions.data?.results;
  // The details follow the list, so a cancel (or a refetch after a refused one) shows in both.
  const shown = selected && (rows?.find((row) => row.id === selected.subscription.id) ?? selected.subscription);

  const cancel = async (subscription: SubscriptionItem) => {
    const cancelled = await cancelling.cancel(subscription);
    if (cancelled) setSelected((current) => current && { ...current, subscription: cancelled });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Every reader’s subscription: its plan, period, status and payment.
        </p>
      </div>

      <section aria-label="Subscriptions" className="space-y-4">
        <SubscriptionsToolbar
          search={list.search}
          onSearch={list.setSearch}
          status={list.filters.status}
          onStatusChange={(status) => list.setFilter('status', status)}
          order={list.filters.order}
          onOrderChange={(order) => list.setFilter('order', order)}
          onExport={() => exporter.mutate({ search: query.search, status: query.status })}
          isExporting={exporter.isPending}
        />
        <SubscriptionsTable
          subscriptions={rows}
          isLoading={subscriptions.isPending}
          error={error}
          onRetry={() => void subscriptions.refetch()}
          onView={(subscription) => setSelected({ subscription })}
        />
        {!error && subscriptions.data && (
          <ListPager
            page={list.page}
            pageSize={list.pageSize}
            count={subscriptions.data.count}
            noun={{ singular: 'subscription', plural: 'subscriptions' }}
            pageSizes={SUBSCRIPTION_PAGE_SIZES}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        )}
      </section>

      <SubscriptionDetailsDialog
        subscription={shown}
        onClose={() => setSelected(null)}
        onCancel={(subscription) => void cancel(subscription)}
        isCancelling={cancelling.isCancelling}
      />
      {cancelling.dialog}
    </div>
  );
}
