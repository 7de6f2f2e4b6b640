import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx';

export type ConfirmOptions = Pick<
  ConfirmDialogProps,
  'title' | 'message' | 'confirmLabel' | 'cancelLabel' | 'isDestructive'
> & {
  /** Runs with the dialog busy; see ConfirmDialog's onConfirm. */
  onConfirm?: () => unknown;
};

/**
 * One confirm dialog a screen asks from code: `if (await confirm({title, message})) …`.
 * Render `dialog` once in the screen. The promise is true once confirmed (after
 * `onConfirm` succeeds, when given) and false when cancelled.
 */
export function useConfirm(): { confirm: (options: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const finish = (confirmed: boolean) => {
    settle.current?.(confirmed);
    settle.current = null;
  };

  const confirm = useCallback((next: ConfirmOptions) => {
    // A second request answers the first one no.
    settle.current?.(false);
    setOptions(next);
    setIsOpen(true);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  // The options stay after closing, so the closing dialog keeps its text.
  const dialog = options && (
    <ConfirmDialog
      {...options}
      isOpen={isOpen}
      onOpenChange={(open) => {
        setIsOpen(open);
        if (!open) finish(false);
      }}
      onConfirm={async () => {
        await options.onConfirm?.();
        finish(true);
      }}
    />
  );
  return { confirm, dialog };
}
