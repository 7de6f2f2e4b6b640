import { useLayoutEffect, useRef } from 'react';
import { rememberFocus, restoreFocus, type FocusMemory } from './focus-return.ts';

/**
 * Remembers what had the focus when a modal opened, and gives it back on close: pass the
 * handler as the Radix content's `onCloseAutoFocus`. Radix alone gives it to the modal's
 * own trigger, and these modals open from several places (a button, a row's menu, the
 * command palette). When that control is gone or busy by then (a row's Suspend re-rendered
 * as Activate, a deleted row), `restoreFocus` finds its stand-in: never the page's body.
 */
export function useReturnFocus(isOpen: boolean): (event: Event) => void {
  const memory = useRef<FocusMemory | null>(null);
  // A layout effect runs before Radix moves the focus into the modal (in its passive effects).
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      memory.current = rememberFocus(document.activeElement);
    }
  }, [isOpen]);
  return (event: Event) => {
    const remembered = memory.current;
    memory.current = null;
    if (remembered && restoreFocus(remembered)) event.preventDefault();
  };
}
