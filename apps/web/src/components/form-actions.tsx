import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from './button.tsx';

/** A form's buttons under a rule: Cancel, then the submit; on a phone stacked, the submit on top. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-gray-200 pt-5 sm:flex-row sm:justify-end dark:border-gray-800">
      {children}
    </div>
  );
}

/**
 * The buttons of a form in a modal: Cancel closes the modal, the submit sends the form.
 * While the request runs (`isBusy`) Cancel is off and the submit shows `busyLabel` with a spinner.
 */
export function ModalFormActions({
  isBusy,
  submitLabel,
  busyLabel,
}: {
  isBusy: boolean;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <FormActions>
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={isBusy}>
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" isLoading={isBusy}>
        {isBusy ? busyLabel : submitLabel}
      </Button>
    </FormActions>
  );
}
