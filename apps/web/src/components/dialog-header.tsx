import type { ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

type DialogHeaderProps = {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** One line on what the dialog is for; its accessible description. */
  description: ReactNode;
  /** The × is off while the modal's work is under way, as its Cancel is. */
  isBusy: boolean;
};

/** A form modal's title and description, with the × that closes it ("Close"). */
export function DialogHeader({ title, description, isBusy }: DialogHeaderProps) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="text-lg font-semibold text-gray-900 dark:text-gray-100">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</Dialog.Description>
      </div>
      <Dialog.Close asChild>
        <button
          type="button"
          aria-label="Close"
          disabled={isBusy}
          className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </Dialog.Close>
    </div>
  );
}
