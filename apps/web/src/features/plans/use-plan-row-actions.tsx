import { useState, type ReactNode } from 'react';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { useConfirm } from '../../components/use-confirm.tsx';
import { ApiError } from '../../lib/api/api-error.ts';
import { getErrorMessage } from '../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../lib/notify.ts';
import { useDeletePlan } from './api/delete-plan.ts';
import { useSetPlanActive } from './api/set-plan-active.ts';
import type { PlanRowActions } from './components/plans-table.tsx';
import { PLANS_TEXTS } from './plan-texts.ts';

/** A plan with subscriptions cannot be deleted (409): trying again cannot help, so the confirm closes. */
const isLastingRefusal = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The row actions: the Status switch (sent at once; the row changes once the server has
 * said yes), Edit (opens the modal through `onEdit`) and Delete (after the confirm; the
 * server's answer is toasted either way). Render `dialog` once in the screen.
 */
export function usePlanRowActions(onEdit: (plan: PlanItem) => void): { actions: PlanRowActions; dialog: ReactNode } {
  const { confirm, dialog } = useConfirm();
  const setActive = useSetPlanActive();
  const remove = useDeletePlan();
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(() => new Set());

  const markBusy = (id: number, isBusy: boolean) =>
    setBusyIds((ids) => {
      const next = new Set(ids);
      if (isBusy) next.add(id);
      else next.delete(id);
      return next;
    });

  const toggleActive = (plan: PlanItem) => {
    const isActivating = !plan.is_active;
    markBusy(plan.id, true);
    setActive
      .mutateAsync({ id: plan.id, isActive: isActivating })
      .then(
        () => notifySuccess(isActivating ? 'Plan activated successfully!' : 'Plan deactivated successfully!'),
        (error: unknown) =>
          notifyError(failureText(isActivating ? 'activate plan' : 'deactivate plan', getErrorMessage(error))),
      )
      .finally(() => markBusy(plan.id, false));
  };

  const deletePlan = (plan: PlanItem) =>
    void confirm({
      title: PLANS_TEXTS.deleteTitle(plan.title),
      message: PLANS_TEXTS.deleteConfirm,
      confirmLabel: 'Delete',
      isDestructive: true,
      onConfirm: async () => {
        try {
          const answer = await remove.mutateAsync(plan.id);
          notifySuccess(answer.message);
        } catch (error) {
          notifyError(failureText('delete plan', getErrorMessage(error)));
          // Anything else keeps the confirm open for another try.
          if (!isLastingRefusal(error)) throw error;
        }
      },
    });

  return { actions: { onToggleActive: toggleActive, onEdit, onDelete: deletePlan, busyIds }, dialog };
}
