import { Eye } from 'lucide-react';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { Button } from '../../../components/button.tsx';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatPrice } from '../../../lib/format/money.ts';
import { holderName, NOTHING, paymentMethodLabel, periodText } from '../subscription-format.ts';
import { SubscriberAvatar } from './subscriber-avatar.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

type SubscriptionsTableProps = {
  subscriptions: readonly SubscriptionItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Opens the details; the row's button gets the focus back when they close. */
  onView: (subscription: SubscriptionItem) => void;
};

const secondLine = 'text-xs text-gray-600 dark:text-gray-400';

/** The subscriptions' table: User, Plan, Period, Status, Payment and Actions. */
export function SubscriptionsTable({ subscriptions, isLoading, error, onRetry, onView }: SubscriptionsTableProps) {
  const columns: DataTableColumn<SubscriptionItem>[] = [
    {
      id: 'user',
      header: 'User',
      cell: ({ user }) => (
        <div className="flex items-center gap-3">
          <SubscriberAvatar user={user} />
          {/* Long names and addresses are cut short; the whole of both are in the details. */}
          <div className="min-w-0 max-w-[11rem]">
            <p className="truncate font-medium text-gray-900 dark:text-gray-100" title={user.name || undefined}>
              {user.name.trim() || NOTHING}
            </p>
            <p className={`truncate ${secondLine}`} title={user.email ?? undefined}>
              {user.email || user.phone || NOTHING}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'plan',
      header: 'Plan',
      cell: ({ plan }) => (
        <div className="max-w-[9rem]">
          <p className="truncate font-medium text-gray-900 dark:text-gray-100" title={plan.title}>
            {plan.title}
          </p>
          <p className={secondLine}>{formatPrice(plan.price)}</p>
        </div>
      ),
    },
    {
      id: 'period',
      header: 'Period',
      // Two lines, like the columns beside it, so every column fits beside the sidebar.
      cell: (subscription) => (
        <span className="block max-w-[7.5rem]">{periodText(subscription.start_date, subscription.end_date)}</span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (subscription) => <SubscriptionStatusBadge status={subscription.status} />,
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (subscription) => (
        <div className="whitespace-nowrap">
          <p>{paymentMethodLabel(subscription.payment_method)}</p>
          <p className={secondLine}>{formatPrice(subscription.amount_paid)}</p>
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (subscription) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`View details of ${holderName(subscription.user)}'s subscription`}
          title="View details"
          onClick={() => onView(subscription)}
        >
          <Eye aria-hidden="true" className="size-4" />
          {/* Icon only until the table has room: the button's name is its aria-label. */}
          <span className="hidden xl:inline">View details</span>
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={subscriptions}
      rowKey={(subscription) => subscription.id}
      caption="User subscriptions"
      isLoading={isLoading}
      loadingLabel="Loading subscriptions…"
      skeletonRows={8}
      emptyText={SUBSCRIPTION_TEXTS.empty}
      error={error}
      onRetry={onRetry}
    />
  );
}
