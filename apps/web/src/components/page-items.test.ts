import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items.ts';

describe('pageItems', () => {
  it('lists every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last and the current page ±1, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap-start', 4, 5, 6, 'gap-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(pageItems(6, 100)).toEqual([1, 'gap-start', 5, 6, 7, 'gap-end', 100]);
  });

  it('shows a lone hidden page instead of a gap', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-end', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'gap-start', 6, 7, 8, 9, 10]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });

  it('clamps a current page out of range and ignores an empty list', () => {
    expect(pageItems(0, 10)).toEqual([1, 2, 'gap-end', 10]);
    expect(pageItems(99, 10)).toEqual([1, 'gap-start', 9, 10]);
    expect(pageItems(Number.NaN, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, Number.NaN)).toEqual([]);
  });
});
