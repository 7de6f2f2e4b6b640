import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import { Ban } from 'lucide-react';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { Button } from '../../../components/button.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { formatPrice } from '../../../lib/format/money.ts';
import { formatDay } from '../../../lib/format/date-format.ts';
import { paths } from '../../../lib/paths.ts';
import { holderName, NOTHING, paymentMethodLabel, yesNo } from '../subscription-format.ts';
import { SubscriberAvatar } from './subscriber-avatar.tsx';
import { SubscriptionStatusBadge } from './subscription-status-badge.tsx';

type SubscriptionDetailsDialogProps = {
  /** The subscription shown; null when closed. */
  subscription: SubscriptionItem | null;
  onClose: () => void;
  /** Asks, then cancels an active subscription. */
  onCancel: (subscription: SubscriptionItem) => void;
  isCancelling: boolean;
};

/**
 * "Subscription Details" (Radix Dialog, like the confirm dialogs: focus stays inside,
 * Escape, a click on the overlay and Close shut it); the focus goes back to the row's
 * button that opened it.
 */
export function SubscriptionDetailsDialog({
  subscription,
  onClose,
  onCancel,
  isCancelling,
}: SubscriptionDetailsDialogProps) {
  return (
    <ModalDialog
      isOpen={subscription !== null}
      onOpenChange={(open) => !open && onClose()}
      width="lg"
      className="flex flex-col"
    >
      {subscription && <DetailsBody subscription={subscription} onCancel={onCancel} isCancelling={isCancelling} />}
    </ModalDialog>
  );
}

function DetailsBody({
  subscription,
  onCancel,
  isCancelling,
}: {
  subscription: SubscriptionItem;
  onCancel: (subscription: SubscriptionItem) => void;
  isCancelling: boolean;
}) {
  const { user, plan } = subscription;
  return (
    <>
      <div className="border-b border-gray-200 px-6 pt-6 pb-4 dark:border-gray-800">
        <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          Subscription Details
        </Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          {holderName(user)}’s {plan.title} subscription.
        </Dialog.Description>
      </div>

      {/* The body scrolls on a short screen; the title and the buttons stay in view. */}
      <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">
        <div className="flex items-center gap-3">
          <SubscriberAvatar user={user} size="lg" />
          <div className="min-w-0">
            {/* The reader's name opens User Details, where their account, other subscriptions and activity are. */}
            <Link
              to={paths.users.detail(user.id)}
              className="font-medium break-words text-brand-700 underline-offset-2 hover:underline focus-visible:underline dark:text-brand-300"
            >
              {holderName(user)}
            </Link>
            <p className="text-sm break-all text-gray-600 dark:text-gray-400">{user.email || user.phone || NOTHING}</p>
          </div>
        </div>

        <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
          <Item label="Plan" isWide>
            {plan.title}
            <span className="block text-sm font-normal text-gray-600 dark:text-gray-400">
              {formatPrice(plan.price)}
            </span>
          </Item>
          <Item label="Status">
            <SubscriptionStatusBadge status={subscription.status} />
          </Item>
          <Item label="Auto Renewal">{yesNo(subscription.auto_renewal)}</Item>
          <Item label="Start Date">{formatDay(subscription.start_date)}</Item>
          <Item label="End Date">{formatDay(subscription.end_date)}</Item>
          <Item label="Amount Paid">{formatPrice(subscription.amount_paid)}</Item>
          <Item label="Payment Method">{paymentMethodLabel(subscription.payment_method)}</Item>
          <Item label="Payment Reference" isWide>
            <span className="font-mono text-sm break-all">{subscription.payment_reference.trim() || NOTHING}</span>
          </Item>
        </dl>
      </div>

      {/* Close first, the destructive Cancel last: on a phone the buttons stack in this order, Close on top. */}
      <div className="flex flex-col gap-2 border-t border-gray-200 px-6 py-4 sm:flex-row sm:justify-end dark:border-gray-800">
        <Dialog.Close asChild>
          <Button variant="secondary">Close</Button>
        </Dialog.Close>
        {subscription.status === 'active' && (
          <Button variant="danger" isLoading={isCancelling} onClick={() => onCancel(subscription)}>
            {!isCancelling && <Ban aria-hidden="true" className="size-4" />}
            {isCancelling ? 'Cancelling...' : 'Cancel subscription'}
          </Button>
        )}
      </div>
    </>
  );
}

/** One field; a wide one (a long plan title or reference) takes the whole row. */
function Item({ label, isWide = false, children }: { label: string; isWide?: boolean; children: ReactNode }) {
  return (
    <div className={isWide ? 'col-span-2 min-w-0' : 'min-w-0'}>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase dark:text-gray-400">{label}</dt>
      <dd className="mt-1 font-medium text-gray-900 dark:text-gray-100">{children}</dd>
    </div>
  );
}
