import { useRef, type PointerEvent } from 'react';

/** How far a finger travels sideways, in CSS pixels, before a touch counts as a swipe. */
const SWIPE_DISTANCE = 50;

type SwipeOptions = {
  /** Off while zoomed in: then a drag pans the page instead. */
  isEnabled: boolean;
  /** -1 for a swipe to the right (the page before), 1 for a swipe to the left (the next). */
  onSwipe: (step: -1 | 1) => void;
};

/**
 * Pointer handlers that turn a sideways swipe into a page turn: at least SWIPE_DISTANCE
 * across and more across than down, so scrolling a tall page up or down never turns it.
 */
export function useSwipe({ isEnabled, onSwipe }: SwipeOptions) {
  const start = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      // A second finger makes it a pinch, and a right or middle click is no swipe.
      const isSwipeStart = isEnabled && event.isPrimary && event.button === 0;
      start.current = isSwipeStart ? { pointerId: event.pointerId, x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.pointerId !== event.pointerId) return;
      const across = event.clientX - from.x;
      const down = event.clientY - from.y;
      if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) <= Math.abs(down)) return;
      onSwipe(across < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
