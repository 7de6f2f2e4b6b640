import { useEffect, useEffectEvent, type RefObject } from 'react';
import { swipeTracker, type SwipeListeners } from './swipe-tracker.ts';

type SwipeOptions = {
  /** Off while zoomed in: then a drag pans the page instead. */
  isEnabled: boolean;
  /** -1 for a swipe to the right (the page before), 1 for a swipe to the left (the next). */
  onSwipe: (step: -1 | 1) => void;
};

/**
 * Turns a sideways swipe on `areaRef`'s element into a page turn (swipe-tracker.ts says
 * which swipes count). The listeners are the element's own, not React's: React listens
 * at the root for events that bubble there, and a touch event a page script dispatches on
 * the element need not bubble. Passive: a swipe never stops the page from scrolling.
 */
export function useSwipe(areaRef: RefObject<HTMLElement | null>, { isEnabled, onSwipe }: SwipeOptions): void {
  const isOn = useEffectEvent(() => isEnabled);
  const turn = useEffectEvent((step: -1 | 1) => onSwipe(step));
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const listeners = swipeTracker({ isEnabled: () => isOn(), onSwipe: (step) => turn(step) });
    const entries = Object.entries(listeners) as Array<[keyof SwipeListeners, EventListener]>;
    for (const [type, listener] of entries) area.addEventListener(type, listener, { passive: true });
    return () => {
      for (const [type, listener] of entries) area.removeEventListener(type, listener);
    };
  }, [areaRef]);
}
