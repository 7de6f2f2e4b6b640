/**
 * The positions (in the edition's pages) shown together with `position`. One page alone;
 * in spreads, as a printed paper opens: the front page alone, then 2–3, 4–5…, and the
 * back page alone when the count is even.
 */
export function shownPositions(position: number, total: number, isSpread: boolean): number[] {
  if (!isSpread || position === 0) return [position];
  const left = position % 2 === 1 ? position : position - 1;
  return left + 1 < total ? [left, left + 1] : [left];
}

/**
 * Where one step back or forward from the pages `shown` lands: the first position of the
 * page or spread there, or null past either end.
 */
export function stepFrom(shown: number[], step: -1 | 1, total: number, isSpread: boolean): number | null {
  const first = shown[0] ?? 0;
  const next = step < 0 ? first - 1 : first + shown.length;
  if (next < 0 || next >= total) return null;
  return shownPositions(next, total, isSpread)[0] ?? null;
}
