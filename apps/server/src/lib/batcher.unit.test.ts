import { describe, expect, it } from 'vitest';
import { createBatcher } from './batcher.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createBatcher', () => {
  it('starts a lone call at once, and groups the calls that arrive while a batch runs', async () => {
    const batches: number[][] = [];
    const double = createBatcher(async (keys: number[]) => {
      batches.push(keys);
      await tick();
      return keys.map((key) => key * 2);
    });
    const first = double(1);
    expect(batches).toEqual([[1]]);
    const rest = [double(2), double(3), double(4)];
    expect(await Promise.all([first, ...rest])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('never answers a call from a batch that started before it', async () => {
    let state = 'old';
    const read = createBatcher(async (keys: string[]) => {
      const seen = state;
      await tick();
      return keys.map(() => seen);
    });
    const early = read('a');
    state = 'new';
    const late = read('b');
    expect(await early).toBe('old');
    expect(await late).toBe('new');
  });

  it('fails the calls of a failed batch, and goes on with the next', async () => {
    let fail = true;
    const load = createBatcher(async (keys: number[]) => {
      await tick();
      if (fail) throw new Error('database down');
      return keys;
    });
    const first = load(1);
    const second = load(2);
    await expect(first).rejects.toThrow('database down');
    fail = false;
    await expect(second).resolves.toBe(2);
    await expect(load(3)).resolves.toBe(3);
  });

  it('keeps batches within the maximum', async () => {
    const sizes: number[] = [];
    const load = createBatcher(
      async (keys: number[]) => {
        sizes.push(keys.length);
        await tick();
        return keys;
      },
      { maxBatch: 2 },
    );
    await Promise.all([1, 2, 3, 4, 5].map(load));
    expect(sizes).toEqual([1, 2, 2]);
  });
});
