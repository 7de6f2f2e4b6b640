const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  return element.getClientRects().length > 0;
}

/** The controls inside `root` that Tab reaches, in document order. */
export function tabbablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(TABBABLE)).filter(isTabbable);
}

/**
 * Moves the focus to the control before or after `from` in the page's tab order, as Tab
 * would have: used when a popup that keeps Tab for itself closes on it.
 */
export function focusNextTabbable(from: HTMLElement, direction: 1 | -1): void {
  const all = Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element === from || isTabbable(element),
  );
  const index = all.indexOf(from);
  const target = index === -1 ? undefined : all[index + direction];
  (target ?? from).focus();
}
