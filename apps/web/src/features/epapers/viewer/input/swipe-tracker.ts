/** How far a finger travels sideways, in CSS pixels, before a touch counts as a swipe. */
export const SWIPE_DISTANCE = 50;

type Point = { x: number; y: number };

type SwipeTrackerOptions = {
  /** Read at each start and end: off while zoomed in, when a drag pans the page instead. */
  isEnabled: () => boolean;
  /** -1 for a swipe to the right (the page before), 1 for a swipe to the left (the next). */
  onSwipe: (step: -1 | 1) => void;
};

/** The DOM events a swipe is read from, by type, as addEventListener takes them. */
export type SwipeListeners = {
  pointerdown: (event: PointerEvent) => void;
  pointerup: (event: PointerEvent) => void;
  pointercancel: (event: PointerEvent) => void;
  touchstart: (event: TouchEvent) => void;
  touchmove: (event: TouchEvent) => void;
  touchend: (event: TouchEvent) => void;
  touchcancel: (event: TouchEvent) => void;
};

/**
 * Whether the browser itself is pinch-zoomed in (the visual viewport larger than the
 * page): a sideways drag then moves the magnified view, as the reader expects.
 */
function isPinchZoomed(): boolean {
  return (window.visualViewport?.scale ?? 1) > 1.01;
}

/** The page a move from `from` to `to` turns to: at least SWIPE_DISTANCE across, and more across than down. */
function swipeStep(from: Point, to: Point): -1 | 1 | null {
  const across = to.x - from.x;
  const upright = to.y - from.y;
  if (Math.abs(across) < SWIPE_DISTANCE || Math.abs(across) <= Math.abs(upright)) return null;
  return across < 0 ? 1 : -1;
}

/** The touch point of `identifier` in `list`, else its first (a page script's touch may carry none). */
function touchIn(list: TouchList, identifier: number): Touch | undefined {
  return Array.from(list).find((touch) => touch.identifier === identifier) ?? list[0];
}

/**
 * Listeners that turn a sideways swipe into a page turn, however it arrives: pointer
 * events (a finger, a pen, a mouse drag) or touch events (a finger; also what a page
 * script or a test dispatches). A real finger fires both for the same swipe, so the
 * first source to finish one turns the page and the other's half-read swipe is forgotten:
 * one page per swipe. Scrolling a tall page up or down never turns it (more down than
 * across, or the browser taking the touch as a scroll: pointercancel, which forgets the
 * touch events' swipe too); nor does a pinch (a second finger down at any time during
 * the swipe), a swipe while the viewer or the browser is zoomed in, or a mouse's right
 * or middle button.
 */
export function swipeTracker({ isEnabled, onSwipe }: SwipeTrackerOptions): SwipeListeners {
  let pointer: { id: number; from: Point } | null = null;
  // The pointers down on the page now: two or more make a pinch. Counted, not read from
  // `isPrimary`, so a touch screen that reports it oddly still tells a pinch from a swipe.
  const down = new Set<number>();
  let touch: { id: number; from: Point; at: Point } | null = null;

  const canStart = () => isEnabled() && !isPinchZoomed();
  const finish = (from: Point, to: Point) => {
    // This gesture is done, whichever source read it: the other's start is forgotten.
    pointer = null;
    touch = null;
    const step = swipeStep(from, to);
    if (step !== null && isEnabled()) onSwipe(step);
  };

  return {
    pointerdown: (event) => {
      // The first finger of a new touch: any pointer still counted lifted off elsewhere.
      if (event.isPrimary) down.clear();
      down.add(event.pointerId);
      const isStart = down.size === 1 && event.button === 0 && canStart();
      pointer = isStart ? { id: event.pointerId, from: { x: event.clientX, y: event.clientY } } : null;
    },
    pointerup: (event) => {
      down.delete(event.pointerId);
      const started = pointer;
      pointer = null;
      if (started?.id === event.pointerId) finish(started.from, { x: event.clientX, y: event.clientY });
    },
    pointercancel: (event) => {
      // The browser took the touch (a scroll, a pinch-zoom): the same finger's touch events are no swipe either.
      down.delete(event.pointerId);
      pointer = null;
      touch = null;
    },
    touchstart: (event) => {
      // Fingers on the page now; a page script's touchstart may list its finger as changed only.
      const fingers = event.touches.length > 0 ? event.touches : event.changedTouches;
      const finger = fingers[0];
      touch =
        fingers.length === 1 && finger && canStart()
          ? {
              id: finger.identifier,
              from: { x: finger.clientX, y: finger.clientY },
              at: { x: finger.clientX, y: finger.clientY },
            }
          : null;
    },
    touchmove: (event) => {
      if (!touch) return;
      if (event.touches.length > 1) {
        touch = null;
        return;
      }
      const finger = touchIn(event.touches.length > 0 ? event.touches : event.changedTouches, touch.id);
      if (finger) touch.at = { x: finger.clientX, y: finger.clientY };
    },
    touchend: (event) => {
      // Only once every finger is up: a finger lifted while another stays was a pinch, already forgotten.
      if (!touch || event.touches.length > 0) return;
      const finger = touchIn(event.changedTouches, touch.id);
      finish(touch.from, finger ? { x: finger.clientX, y: finger.clientY } : touch.at);
    },
    touchcancel: () => {
      touch = null;
    },
  };
}
