import { tabbablesIn } from './tabbable.ts';

/**
 * The groups a control that opens a modal belongs to, nearest first: its table row or
 * list item (or a `data-focus-group`), else the dialog, card or page around it. When the
 * control is gone on closing, the focus goes to its replacement in the same group.
 */
const GROUP = 'tr, li, [data-focus-group], [role="dialog"], [role="alertdialog"], section, main';

/** Where the focus was when a modal opened, remembered well enough to find a stand-in. */
export type FocusMemory = {
  target: HTMLElement;
  group: HTMLElement | null;
  /** The target's place among its group's controls. */
  indexInGroup: number;
  /** The group's parent (a table body, a list) and the group's place in it. */
  groupParent: HTMLElement | null;
  groupIndex: number;
};

/** How long a control that went busy (disabled while its action runs) is waited for. */
const BUSY_WAIT_MS = 15_000;
/** How long a returned focus is watched for its row vanishing when the list refetches. */
const WATCH_MS = 5_000;

/** A menu's entry closes with its menu: the menu's button stands for it. */
function openerOf(element: HTMLElement): HTMLElement {
  const menu = element.closest('[role="menu"]');
  const buttonId = menu?.getAttribute('aria-labelledby');
  return (buttonId && document.getElementById(buttonId)) || element;
}

export function rememberFocus(focused: HTMLElement): FocusMemory {
  const element = openerOf(focused);
  const group = element.parentElement?.closest<HTMLElement>(GROUP) ?? null;
  const groupParent = group?.parentElement ?? null;
  return {
    target: element,
    group,
    indexInGroup: group ? tabbablesIn(group).indexOf(element) : -1,
    groupParent,
    groupIndex: group && groupParent ? Array.from(groupParent.children).indexOf(group) : -1,
  };
}

function isUsable(element: HTMLElement): boolean {
  return element.isConnected && !element.matches(':disabled') && element.getClientRects().length > 0;
}

/** The control at the target's place in `group`, else its first, else nothing. */
function controlIn(group: Element, index: number): HTMLElement | undefined {
  const controls = tabbablesIn(group);
  return controls[Math.min(Math.max(index, 0), controls.length - 1)];
}

/**
 * The control that stands in for a target that is gone: the same place in its row (a
 * Suspend button re-rendered as Activate), else in the row now where it was (the next
 * row after a delete) or the row before it, else the page's heading.
 */
function standIn(memory: FocusMemory): HTMLElement | undefined {
  const { group, groupParent, groupIndex, indexInGroup } = memory;
  if (group?.isConnected) {
    const control = controlIn(group, indexInGroup);
    if (control) return control;
  }
  if (groupParent?.isConnected && groupIndex >= 0) {
    const rows = Array.from(groupParent.children);
    for (const row of [rows[groupIndex], rows[groupIndex - 1]]) {
      const control = row && controlIn(row, indexInGroup);
      if (control) return control;
    }
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading) {
    // A heading takes the focus from code only; Tab then moves on from there.
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  }
  return undefined;
}

function isFocusLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * Gives the focus back after a modal closed: to the control that opened it, or, when that
 * control is gone, to its stand-in (see `standIn`). A control still busy (disabled while
 * its action runs) gets it once it is enabled again. For a few seconds after, if the
 * focused control's row vanishes (a deleted row, once the list is fetched again), the
 * focus moves to the stand-in rather than dropping to the page's body.
 */
export function restoreFocus(memory: FocusMemory): boolean {
  const { target } = memory;
  if (isUsable(target)) {
    target.focus();
    watchForLoss(memory);
    return true;
  }
  if (target.isConnected && target.matches(':disabled')) {
    waitUntilEnabled(memory);
    return true;
  }
  const control = standIn(memory);
  control?.focus();
  return control !== undefined;
}

function waitUntilEnabled(memory: FocusMemory): void {
  const { target } = memory;
  const observer = new MutationObserver(() => {
    if (!target.isConnected) {
      stop();
      if (isFocusLost()) standIn(memory)?.focus();
    } else if (!target.matches(':disabled')) {
      stop();
      if (isFocusLost()) target.focus();
      watchForLoss(memory);
    }
  });
  const timer = window.setTimeout(() => stop(), BUSY_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
}

function watchForLoss(memory: FocusMemory): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) return;
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return;
    observer.disconnect();
    if (isFocusLost()) standIn({ ...memory, target: focused })?.focus();
  });
  observer.observe(document.body, { subtree: true, childList: true });
  window.setTimeout(() => observer.disconnect(), WATCH_MS);
}

/**
 * Runs an action a control starts by itself, with no modal in between (a suspended admin's
 * Activate), and keeps the focus in its place as a modal's closing would: the control goes
 * busy (disabled, which drops the focus) and may come back as another (Activate as
 * Suspend), so once the action has settled the focus goes back to it, or to its stand-in.
 * Where the admin has moved the focus on meanwhile, it stays there.
 */
export async function keepingFocus<T>(run: () => Promise<T>): Promise<T> {
  const focused = document.activeElement;
  const memory = focused instanceof HTMLElement && focused !== document.body ? rememberFocus(focused) : null;
  try {
    return await run();
  } finally {
    if (memory && (isFocusLost() || document.activeElement === memory.target)) restoreFocus(memory);
  }
}
