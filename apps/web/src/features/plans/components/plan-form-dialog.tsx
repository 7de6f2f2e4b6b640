import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { DialogCloseButton } from '../../../components/dialog-close-button.tsx';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { useReturnFocus } from '../../../components/use-return-focus.ts';
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
  const isOpen = editor !== null;
  const returnFocus = useReturnFocus(isOpen);
  const plan = editor?.mode === 'edit' ? editor.plan : undefined;
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => !open && !isBusy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-gray-950/50 backdrop-blur-xs data-[state=open]:animate-fade-in" />
        <Dialog.Content
          aria-modal="true"
          // The first thing to do is the first field, not the Close button Radix would pick.
          onOpenAutoFocus={(event) => {
            const firstField = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('form input');
            if (!firstField) return;
            event.preventDefault();
            firstField.focus();
          }}
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-gray-200 bg-white p-5 shadow-2xl data-[state=open]:animate-popover-in sm:p-6 dark:border-gray-800 dark:bg-gray-900"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">
                {plan ? PLANS_TEXTS.editPlan : PLANS_TEXTS.addPlan}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">
                {plan
                  ? 'Change the plan’s price, duration, features or availability.'
                  : 'A plan readers can buy: its price, how long it lasts and what it includes.'}
              </Dialog.Description>
            </div>
            <DialogCloseButton disabled={isBusy} />
          </div>
          {editor && <PlanForm key={plan?.id ?? 'new'} plan={plan} onBusyChange={setIsBusy} onSaved={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
