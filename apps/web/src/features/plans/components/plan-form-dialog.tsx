import { useState } from 'react';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { DialogHeader } from '../../../components/dialog-header.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { PLANS_TEXTS } from '../plan-texts.ts';
import { PlanForm } from './plan-form.tsx';

/** Which modal is open: Add New Plan, or Edit Plan for one plan. */
export type PlanEditor = { mode: 'create' } | { mode: 'edit'; plan: PlanItem };

type PlanFormDialogProps = {
  /** Null: closed. */
  editor: PlanEditor | null;
  onClose: () => void;
};

/**
 * The Add New Plan and Edit Plan modal (Radix Dialog: focus stays inside, Escape and a
 * click on the overlay close it, except while saving). The form is built afresh each
 * time it opens, so nothing typed survives a Cancel; the focus goes back to whatever
 * opened it.
 */
export function PlanFormDialog({ editor, onClose }: PlanFormDialogProps) {
  const [isBusy, setIsBusy] = useState(false);
  const plan = editor?.mode === 'edit' ? editor.plan : undefined;
  return (
    <ModalDialog
      isOpen={editor !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      width="xl"
      // Header and buttons fixed, the fields between them scrolling (PlanForm): on a short
      // screen the title stays in view and Create is always one Tab or click away.
      className="flex flex-col"
      // The first thing to do is the first field, not the Close button Radix would pick.
      onOpenAutoFocus={(event) => {
        const firstField = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('form input');
        if (!firstField) return;
        event.preventDefault();
        firstField.focus();
      }}
    >
      <div className="shrink-0 border-b border-gray-200 px-5 pt-5 pb-4 sm:px-6 sm:pt-6 dark:border-gray-800">
        <DialogHeader
          title={plan ? PLANS_TEXTS.editPlan : PLANS_TEXTS.addPlan}
          description={
            plan
              ? 'Change the plan’s price, duration, features or availability.'
              : 'A plan readers can buy: its price, how long it lasts and what it includes.'
          }
          isBusy={isBusy}
        />
      </div>
      {editor && <PlanForm key={plan?.id ?? 'new'} plan={plan} onBusyChange={setIsBusy} onSaved={onClose} />}
    </ModalDialog>
  );
}
