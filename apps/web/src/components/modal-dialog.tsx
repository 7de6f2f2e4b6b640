import type { ReactElement, ReactNode } from 'react';
import { AlertDialog, Dialog } from 'radix-ui';
import { cx } from '../lib/class-names.ts';
import { useReturnFocus } from './use-return-focus.ts';

/** How wide the panel is, at most: it always leaves a margin on a phone. */
const WIDTHS = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(32rem,calc(100vw-2rem))]',
  lg: 'w-[min(36rem,calc(100vw-2rem))]',
  xl: 'w-[min(40rem,calc(100vw-2rem))]',
} as const;

/**
 * Centred for a form or a question, never taller than the screen; near the top for a
 * search, whose list grows downwards.
 */
const PLACEMENTS = { center: 'top-1/2 max-h-[calc(100dvh-2rem)] -translate-y-1/2', top: 'top-[10dvh]' } as const;

type ModalDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * 'alertdialog' asks before an action (Radix AlertDialog: a click outside does not close
   * it, and the focus starts on its Cancel). Its title, description and buttons are then
   * AlertDialog's parts; a 'dialog' uses Dialog's.
   */
  role?: 'dialog' | 'alertdialog';
  /** A button that opens it; without one, the owner sets `isOpen`. */
  trigger?: ReactElement;
  width: keyof typeof WIDTHS;
  placement?: keyof typeof PLACEMENTS;
  /** Padding, scrolling and layout inside the panel. */
  className?: string;
  /** False for a dialog named by its title alone, so Radix does not look for a description. */
  hasDescription?: boolean;
  /** Its action is under way (aria-busy). */
  isBusy?: boolean;
  onOpenAutoFocus?: (event: Event) => void;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
};

/**
 * Every modal of the dashboard: the dimmed overlay and the panel over it, on Radix's
 * Dialog or AlertDialog (focus stays inside until it closes, Escape closes it). On closing,
 * the focus goes back to whatever had it on opening: modals open from a button, a row's
 * menu or the command palette, and Radix alone would only return it to its own trigger.
 */
export function ModalDialog({
  isOpen,
  onOpenChange,
  role = 'dialog',
  trigger,
  width,
  placement = 'center',
  className,
  hasDescription = true,
  isBusy = false,
  onOpenAutoFocus,
  onEscapeKeyDown,
  children,
}: ModalDialogProps) {
  const Primitive = role === 'alertdialog' ? AlertDialog : Dialog;
  const returnFocus = useReturnFocus(isOpen);
  return (
    <Primitive.Root open={isOpen} onOpenChange={onOpenChange}>
      {trigger && <Primitive.Trigger asChild>{trigger}</Primitive.Trigger>}
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-[60] bg-gray-950/50 backdrop-blur-xs data-[state=open]:animate-fade-in" />
        <Primitive.Content
          aria-modal="true"
          aria-busy={isBusy || undefined}
          {...(hasDescription ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={onOpenAutoFocus}
          onEscapeKeyDown={onEscapeKeyDown}
          onCloseAutoFocus={returnFocus}
          className={cx(
            'fixed left-1/2 z-[60] -translate-x-1/2 rounded-2xl border border-gray-200 bg-white shadow-2xl data-[state=open]:animate-popover-in dark:border-gray-800 dark:bg-gray-900',
            PLACEMENTS[placement],
            WIDTHS[width],
            className,
          )}
        >
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
