import { expect } from 'vitest';

/** The mean absolute difference of two images' samples (same size and channels), 0 to 255. */
export function meanDifference(a: ArrayLike<number>, b: ArrayLike<number>): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}
