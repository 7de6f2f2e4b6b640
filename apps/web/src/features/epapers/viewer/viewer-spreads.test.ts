import { describe, expect, it } from 'vitest';
import { shownPositions, stepFrom } from './viewer-spreads.ts';

/** Every view met paging forward from the front page, as lists of positions. */
function walk(total: number, isSpread: boolean): number[][] {
  const views: number[][] = [];
  let at: number | null = 0;
  while (at !== null) {
    const shown = shownPositions(at, total, isSpread);
    views.push(shown);
    at = stepFrom(shown, 1, total, isSpread);
  }
  return views;
}

describe('viewer spreads', () => {
  it('pairs the pages as a printed paper opens: the front page alone, the back page alone on an even count', () => {
    expect(walk(6, true)).toEqual([[0], [1, 2], [3, 4], [5]]);
    expect(walk(5, true)).toEqual([[0], [1, 2], [3, 4]]);
    expect(walk(2, true)).toEqual([[0], [1]]);
    expect(walk(1, true)).toEqual([[0]]);
    expect(walk(3, false)).toEqual([[0], [1], [2]]);
  });

  it('shows either page of a spread with its partner, and steps back to the start of the spread before', () => {
    expect(shownPositions(2, 6, true)).toEqual([1, 2]);
    expect(shownPositions(1, 6, true)).toEqual([1, 2]);
    expect(stepFrom([3, 4], -1, 6, true)).toBe(1);
    expect(stepFrom([1, 2], -1, 6, true)).toBe(0);
    expect(stepFrom([0], -1, 6, true)).toBeNull();
    expect(stepFrom([5], 1, 6, true)).toBeNull();
  });
});
