import { useLayoutEffect, useRef } from 'react';

/**
 * Remembers what had the focus when a modal opened, and gives it back on close: pass the
 * handler as the Radix content's `onCloseAutoFocus`. Radix alone gives it to the modal's
 * own trigger, and these modals open from several places (a button, a row's menu, the
 * command palette).
 */
export function useReturnFocus(isOpen: boolean): (event: Event) => void {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // A layout effect runs before Radix moves the focus into the modal (in its passive effects).
  useLayoutEffect(() => {
    if (isOpen && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) {
      returnFocusTo.current = document.activeElement;
    }
  }, [isOpen]);
  return (event: Event) => {
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
