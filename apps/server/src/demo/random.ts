// A tiny seeded PRNG so the demo data is the same on every machine and every run:
// screenshots, bug reports and tests can name a reader and find the same reader.
// Math.random cannot be seeded, and a faker dependency would be far more than we need.

/** A deterministic source of randomness with the helpers the generators need. */
export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  /** True with probability `p`. */
  chance: (p: number) => boolean;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** One element, chosen in proportion to its weight. */
  weighted: <T>(items: readonly (readonly [T, number])[]) => T;
};

/** mulberry32: 32 bits of state, fast, and good enough for fake data (not for secrets). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A seed for one named stream (FNV-1a of the label, mixed with the base seed).
 * Separate streams keep one generator's output stable when another one changes
 * how many numbers it draws.
 */
export function deriveSeed(seed: number, label: string): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i += 1) {
    hash ^= label.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A Random over mulberry32, seeded by `seed` and, when given, a stream label. */
export function createRandom(seed: number, label?: string): Random {
  const next = mulberry32(label === undefined ? seed : deriveSeed(seed, label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() needs a non-empty list');
    return item;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('weighted() needs a non-empty list');
    return last[0]; // only reached through floating-point rounding
  };
  return { next, int, chance: (p) => next() < p, pick, weighted };
}
