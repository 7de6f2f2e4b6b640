import { useRef, type PointerEvent } from 'react';

/** How far a finger travels sideways, in CSS pixels, before a touch counts as a swipe. */
export const SWIPE_DISTANCE = 50;

type SwipeOptions = {
  /** Off while zoomed in: then a drag pans the page instead. */
  isEnabled: boolean;
  /** -1 for a swipe to the right (the page before), 1 for a swipe to the left (the next). */
  onSwipe: (step: -1 | 1) => void;
};

/**
 * Whether the browser itself is pinch-zoomed in (the visual viewport larger than the
 * page): a sideways drag then moves the magnified view, as the reader expects.
 */
function isPinchZoomed(): boolean {
  return (window.visualViewport?.scale ?? 1) > 1.01;
}

/**
 * Pointer handlers that turn a sideways swipe into a page turn: at least SWIPE_DISTANCE
 * across and more across than down, so scrolling a tall page up or down never turns it.
 * Not a pinch (a second finger down at any time during the swipe), not while the viewer
 * or the browser is zoomed in, and not with a mouse's right or middle button.
 */
export function useSwipe({ isEnabled, onSwipe }: SwipeOptions) {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  // The pointers down on the page now: two or more make a pinch. Counted, not read from
  // `isPrimary`, so a touch screen that reports it oddly still tells a pinch from a swipe.
  const down = useRef(new Set<number>());
  const release = (event: PointerEvent) => {
    down.current.delete(event.pointerId);
  };
  return {
    onPointerDown: (event: PointerEvent) => {
      // The first finger of a new touch: any pointer still counted lifted off elsewhere.
      if (event.isPrimary) down.current.clear();
      down.current.add(event.pointerId);
      const isSwipeStart = isEnabled && down.current.size === 1 && event.button === 0 && !isPinchZoomed();
      start.current = isSwipeStart ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      release(event);
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId || !isEnabled) return;
      const across = event.clientX - from.x;
      const upright = event.clientY - from.y;
      if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) <= Math.abs(upright)) return;
      onSwipe(across < 0 ? 1 : -1);
    },
    onPointerCancel: (event: PointerEvent) => {
      release(event);
      start.current = null;
    },
  };
}
