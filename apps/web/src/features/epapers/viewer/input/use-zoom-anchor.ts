import { useLayoutEffect, useRef } from 'react';

/** Keeps the point at the middle of the view in the middle while the zoom changes. */
export function useZoomAnchor(zoom: number) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const before = useRef(zoom);
  useLayoutEffect(() => {
    const area = scrollRef.current;
    const ratio = zoom / before.current;
    before.current = zoom;
    if (!area || ratio === 1) return;
    area.scrollLeft = (area.scrollLeft + area.clientWidth / 2) * ratio - area.clientWidth / 2;
    area.scrollTop = (area.scrollTop + area.clientHeight / 2) * ratio - area.clientHeight / 2;
  }, [zoom]);
  return scrollRef;
}
