import type { KeyboardEvent } from 'react';

type ViewerKeyActions = {
  previous: () => void;
  next: () => void;
  first: () => void;
  last: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
};

/** Keys that belong to the field being typed in: its caret, its digits and its minus sign. */
function isTyping(target: EventTarget): boolean {
  return target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The viewer's keys, for the dialog's onKeyDown: Left / Right turn the page (or spread),
 * Home / End go to the first and the last, + and − zoom.
 */
export function viewerKeyHandler(actions: ViewerKeyActions) {
  const byKey: Record<string, () => void> = {
    ArrowLeft: actions.previous,
    ArrowRight: actions.next,
    Home: actions.first,
    End: actions.last,
    '+': actions.zoomIn,
    '=': actions.zoomIn,
    '-': actions.zoomOut,
    _: actions.zoomOut,
  };
  return (event: KeyboardEvent) => {
    // Ctrl/Cmd with + and − stay the browser's own zoom.
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    const action = byKey[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
}
