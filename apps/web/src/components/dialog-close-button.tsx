import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';

/** The × in a modal's header: named "Close", disabled while the modal's work is under way. */
export function DialogCloseButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <Dialog.Close asChild>
      <button
        type="button"
        aria-label="Close"
        disabled={disabled}
        className="rounded-lg p-1.5 text-gray-600 hover:bg-gray-100 hover:text-gray-900 disabled:opacity-50 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-gray-100"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
    </Dialog.Close>
  );
}
