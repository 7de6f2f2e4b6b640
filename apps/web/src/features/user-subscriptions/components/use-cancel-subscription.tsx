import type { ReactNode } from 'react';
import { SUBSCRIPTION_TEXTS } from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionItem } from '@epaper/shared/user-subscriptions.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCancelUserSubscription } from '../api/cancel-user-subscription.ts';

type CancelSubscription = {
  /** Asks first, then cancels; answers the subscription as it now is, or null if nothing changed. */
  cancel: (subscription: SubscriptionItem) => Promise<SubscriptionItem | null>;
  isCancelling: boolean;
  /** The confirm dialog; render it once. */
  dialog: ReactNode;
};

/**
 * "Cancel subscription": a confirm whose button runs the real call; the list updates in
 * place and the outcome is a toast. A refusal shows the server's own words ("This subscription is
 * already cancelled."), which say what happened better than any prefix would.
 */
export function useCancelSubscription(): CancelSubscription {
  const { confirm, dialog } = useConfirm();
  const mutation = useCancelUserSubscription();

  const cancel = async (subscription: SubscriptionItem) => {
    let cancelled: SubscriptionItem | null = null;
    await confirm({
      title: 'Cancel subscription?',
      message: SUBSCRIPTION_TEXTS.cancelConfirm,
      confirmLabel: 'Cancel subscription',
      cancelLabel: 'Keep subscription',
      isDestructive: true,
      // The call runs inside the confirm, which stays busy meanwhile, so focus returns to
      // the details once the outcome is known. A refusal closes it too: the server's words
      // ("This subscription has already expired.") say that another try would not help.
      onConfirm: async () => {
        try {
          cancelled = await mutation.mutateAsync(subscription.id);
          notifySuccess(SUBSCRIPTION_TEXTS.cancelled);
        } catch (error) {
          notifyError(getErrorMessage(error));
        }
      },
    });
    return cancelled;
  };

  return { cancel, isCancelling: mutation.isPending, dialog };
}
