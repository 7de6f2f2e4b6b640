import { useState, type ReactElement, type ReactNode } from 'react';
import { AlertDialog } from 'radix-ui';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** E.g. "Are you sure you want to suspend this admin?" */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for actions that remove or lock something. */
  isDestructive?: boolean;
  /**
   * Runs on confirm. While its promise is pending the dialog is busy (spinner, buttons
   * off, Escape ignored); it closes when the promise resolves and stays open when it
   * rejects, so the admin can try again or cancel (the caller reports the error).
   */
  onConfirm: () => unknown;
  /** A button that opens the dialog; without one, the owner sets `isOpen`. */
  trigger?: ReactElement;
};

/**
 * A confirm step before an action (Radix AlertDialog: focus stays inside and starts on
 * Cancel, Escape and Cancel close it, an outside click does not). Focus goes back to
 * whatever had it on opening, also when the owner opened it from a menu or a row button.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  isDestructive = false,
  onConfirm,
  trigger,
}: ConfirmDialogProps) {
  const [isBusy, setIsBusy] = useState(false);

  const confirm = async () => {
    setIsBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller shows the failure; the dialog stays for another try.
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <ModalDialog
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => !isBusy && onOpenChange(open)}
      trigger={trigger}
      width="sm"
      className="p-6"
      isBusy={isBusy}
      onEscapeKeyDown={(event) => isBusy && event.preventDefault()}
    >
      <AlertDialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</AlertDialog.Title>
      <AlertDialog.Description className="mt-2 text-sm text-gray-600 dark:text-gray-400">
        {message}
      </AlertDialog.Description>
      {/* Stacked on a phone in their reading order: the way back first, the action (often red) last. */}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-end">
        <AlertDialog.Cancel asChild>
          <Button variant="secondary" disabled={isBusy}>
            {cancelLabel}
          </Button>
        </AlertDialog.Cancel>
        {/* Not AlertDialog.Action: that closes at once, before the action has run. */}
        <Button variant={isDestructive ? 'danger' : 'primary'} isLoading={isBusy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </div>
    </ModalDialog>
  );
}
