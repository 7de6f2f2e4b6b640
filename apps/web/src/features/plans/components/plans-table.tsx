import type { PlanItem } from '@epaper/shared/plans.contract';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { formatDate } from '../../../lib/format/date-format.ts';
import { formatPrice } from '../../../lib/format/money.ts';
import { durationText } from '../plan-duration.ts';
import { PLANS_TEXTS, subscriptionCountTexts } from '../plan-texts.ts';
import { PlanActionsMenu } from './plan-actions-menu.tsx';
import { PlanNameCell } from './plan-name-cell.tsx';
import { PlanStatusSwitch } from './plan-status-switch.tsx';

/** What a row can do. */
export type PlanRowActions = {
  onToggleActive: (plan: PlanItem) => void;
  onEdit: (plan: PlanItem) => void;
  onDelete: (plan: PlanItem) => void;
  /** Plans whose switch change is on its way to the server. */
  busyIds: ReadonlySet<number>;
};

type PlansTableProps = {
  plans: readonly PlanItem[] | undefined;
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
  actions: PlanRowActions;
};

function columnsFor(actions: PlanRowActions): DataTableColumn<PlanItem>[] {
  return [
    { id: 'name', header: 'Plan Name', cell: (plan) => <PlanNameCell plan={plan} /> },
    {
      id: 'price',
      header: 'Price',
      cell: (plan) => <span className="font-medium text-gray-900 dark:text-gray-100">{formatPrice(plan.price)}</span>,
      className: 'whitespace-nowrap align-top',
    },
    {
      id: 'duration',
      header: 'Duration',
      cell: (plan) => <span title={`${plan.duration_days} days`}>{durationText(plan.duration_days)}</span>,
      className: 'whitespace-nowrap align-top',
    },
    {
      id: 'created',
      header: 'Created',
      cell: (plan) => formatDate(plan.created_at),
      className: 'whitespace-nowrap align-top',
    },
    {
      id: 'subscriptions',
      header: PLANS_TEXTS.subscriptionsHeader,
      cell: (plan) => <SubscriptionCounts plan={plan} />,
      className: 'whitespace-nowrap align-top',
    },
    {
      id: 'status',
      header: 'Status',
      cell: (plan) => (
        <PlanStatusSwitch
          title={plan.title}
          isActive={plan.is_active}
          isBusy={actions.busyIds.has(plan.id)}
          onToggle={() => actions.onToggleActive(plan)}
        />
      ),
      className: 'align-top',
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (plan) => (
        <PlanActionsMenu
          title={plan.title}
          subscriptionCount={plan.subscription_count}
          isActive={plan.is_active}
          onEdit={() => actions.onEdit(plan)}
          onDelete={() => actions.onDelete(plan)}
          onDeactivate={() => actions.onToggleActive(plan)}
        />
      ),
      className: 'align-top',
    },
  ];
}

/** Those active today, then every subscription of any status (what keeps a plan from being deleted). */
function SubscriptionCounts({ plan }: { plan: PlanItem }) {
  const texts = subscriptionCountTexts(plan.active_subscription_count, plan.subscription_count);
  return (
    <div>
      <p className="font-medium text-gray-900 dark:text-gray-100">{texts.active}</p>
      <p className="text-xs text-gray-600 dark:text-gray-400">{texts.total}</p>
    </div>
  );
}

/**
 * Plan Name, Price, Duration, Created, Subscriptions, Status and Actions, in the server's order. On a
 * narrow screen the table scrolls sideways inside its card, as every list does.
 */
export function PlansTable({ plans, isLoading, error, onRetry, actions }: PlansTableProps) {
  return (
    <DataTable
      columns={columnsFor(actions)}
      rows={plans}
      rowKey={(plan) => plan.id}
      caption={PLANS_TEXTS.title}
      isLoading={isLoading}
      loadingLabel={PLANS_TEXTS.loading}
      skeletonRows={4}
      emptyText={PLANS_TEXTS.empty}
      error={error}
      onRetry={onRetry}
    />
  );
}
