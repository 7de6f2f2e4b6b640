/**
 * Which rows a page of a long ordered list is and how to reach them cheaply:
 * - a page in the second half is read from the end in the reversed order (no page skips
 *   more than half the list);
 * - a deep page starts after the key of the row at the nearest `anchorStep` boundary
 *   before it (`keyBefore`, which the caller remembers), so it skips at most one step.
 */
export type PageWindow<Key> = {
  /** Read in the reversed order (and turned back by the caller). */
  reversed: boolean;
  /** Start after this row's key, when there is one. */
  after: Key | null;
  limit: number;
  offset: number;
};

export async function pageWindow<Key>(options: {
  count: number;
  limit: number;
  offset: number;
  anchorStep: number;
  /** The key of the row at 0-based `position` in the order (reversed or not); null past the end. */
  keyAt: (reversed: boolean, position: number) => Promise<Key | null>;
}): Promise<PageWindow<Key>> {
  const { count, limit, offset, anchorStep } = options;
  const reversed = offset + limit / 2 > count / 2;
  const windowLimit = reversed ? Math.min(limit, count - offset) : limit;
  const windowOffset = reversed ? Math.max(0, count - offset - limit) : offset;
  const anchorAt = Math.floor(windowOffset / anchorStep) * anchorStep;
  if (anchorAt === 0) return { reversed, after: null, limit: windowLimit, offset: windowOffset };
  const after = await options.keyAt(reversed, anchorAt - 1);
  if (!after) return { reversed, after: null, limit: windowLimit, offset: windowOffset };
  return { reversed, after, limit: windowLimit, offset: windowOffset - anchorAt };
}
