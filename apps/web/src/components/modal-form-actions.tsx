import { Dialog } from 'radix-ui';
import { Button } from './button.tsx';
import { FormActions } from './form-actions.tsx';

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
