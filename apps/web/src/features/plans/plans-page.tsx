import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { Button } from '../../components/button.tsx';
import { loadErrorText } from '../../lib/api/load-error-text.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { failureText } from '../../lib/notify.ts';
import { usePlans } from './api/plans-query.ts';
import { PlanFormDialog, type PlanEditor } from './components/plan-form-dialog.tsx';
import { PlansTable } from './components/plans-table.tsx';
import { usePlanEditorRequest, type PlanEditorRequest } from './plan-editor-navigation-state.ts';
import { planFormResolver } from './plan-form-resolver.ts';
import { PLANS_TEXTS } from './plan-texts.ts';
import { usePlanRowActions } from './use-plan-row-actions.tsx';

/** The modal the command palette asked for, once the plan it names has loaded. */
function requestedEditor(request: PlanEditorRequest, plans: readonly PlanItem[] | undefined): PlanEditor | null {
  if (request?.mode === 'create') return { mode: 'create' };
  const plan = request?.mode === 'edit' ? plans?.find((item) => item.id === request.planId) : undefined;
  return plan ? { mode: 'edit', plan } : null;
}

/** /subscription-plans: every plan, switched on and off in place, created, edited and deleted in modals. */
export function PlansPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const plans = usePlans();
  const [openedHere, setOpenedHere] = useState<PlanEditor | null>(null);
  const { request, onHandled } = usePlanEditorRequest();
  const editor = openedHere ?? requestedEditor(request, plans.data?.results);
  const openEditor = (next: PlanEditor) => {
    void planFormResolver.preload();
    setOpenedHere(next);
  };
  const closeEditor = () => {
    setOpenedHere(null);
    if (request) onHandled();
  };
  const { actions, dialog } = usePlanRowActions((plan) => openEditor({ mode: 'edit', plan }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{PLANS_TEXTS.subtitle}</p>
        </div>
        <Button
          onClick={(event) => {
            // The modal gives the focus back to what had it; a click does not focus a button everywhere.
            event.currentTarget.focus();
            openEditor({ mode: 'create' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {PLANS_TEXTS.addPlan}
        </Button>
      </div>

      <PlansTable
        plans={plans.data?.results}
        isLoading={plans.isPending}
        error={plans.isError && !plans.data ? failureText('fetch plans', loadErrorText(plans.error, '')) : null}
        onRetry={() => void plans.refetch()}
        actions={actions}
      />

      <PlanFormDialog editor={editor} onClose={closeEditor} />
      {dialog}
    </div>
  );
}
