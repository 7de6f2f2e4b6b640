import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed, mulberry32 } from './random.ts';

const draw = (next: () => number, n: number) => Array.from({ length: n }, next);

describe('seeded random', () => {
  it('gives the same sequence for the same seed', () => {
    expect(draw(mulberry32(42), 1000)).toEqual(draw(mulberry32(42), 1000));
  });

  it('gives a different sequence for another seed or stream label', () => {
    expect(draw(mulberry32(42), 10)).not.toEqual(draw(mulberry32(43), 10));
    expect(deriveSeed(42, 'readers')).not.toBe(deriveSeed(42, 'activities'));
    expect(draw(createRandom(42, 'a').next, 10)).not.toEqual(draw(createRandom(42, 'b').next, 10));
  });

  it('stays within [0, 1) and spreads evenly', () => {
    const values = draw(mulberry32(7), 10_000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(mean).toBeGreaterThan(0.48);
    expect(mean).toBeLessThan(0.52);
  });

  it('keeps int() inside its bounds, reaching both ends', () => {
    const random = createRandom(1);
    const values = new Set(Array.from({ length: 2000 }, () => random.int(6, 9)));
    expect([...values].sort()).toEqual([6, 7, 8, 9]);
  });

  it('follows the weights in weighted()', () => {
    const random = createRandom(3);
    const picks = Array.from({ length: 10_000 }, () =>
      random.weighted([
        ['often', 9],
        ['rarely', 1],
      ] as const),
    );
    const often = picks.filter((p) => p === 'often').length;
    expect(often).toBeGreaterThan(8_700);
    expect(often).toBeLessThan(9_300);
  });
});
