// How deep lists number their pages, without zod: the web's pagers read it on every list
// screen, and a module that brings zod would pull the schema library into them.

/**
 * How deep a list numbers its pages: rows past the first 10,000 of an order are reached by
 * a search or by the reversed order, never by a page number (page 500 at 20 a page is the
 * last). Skipping more rows than this per request is what made deep pages slow.
 */
export const LIST_DEPTH = 10_000;

export const LIST_DEPTH_TEXTS = {
  /** What the pager says under a list longer than its pages reach; the numbers come formatted. */
  capped: (depth: string, count: string) =>
    `Showing the first ${depth} of ${count} — refine the search, or reverse the order to start from the other end`,
  /** The refusal of a page whose first row is past the depth, on the `page` field. */
  tooDeep: `Pages go as deep as the first ${LIST_DEPTH.toLocaleString('en')} rows: refine the search, or reverse the order to start from the other end`,
} as const;

/** Whether a page's first row lies past LIST_DEPTH. */
export const isPastListDepth = (page: number, pageSize: number) => (page - 1) * pageSize >= LIST_DEPTH;

/** The last page a list numbers for `count` rows at `pageSize` a page. */
export const lastNumberedPage = (count: number, pageSize: number) =>
  Math.max(1, Math.ceil(Math.min(count, LIST_DEPTH) / pageSize));
