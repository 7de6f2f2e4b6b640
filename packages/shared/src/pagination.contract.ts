import { z } from 'zod';
import { isPastListDepth, LIST_DEPTH_TEXTS } from './list-depth.ts';

/** Page sizes a list may ask for. */
export const PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: 100 } as const;

/**
 * `page` and `page_size` of every list. A client sends numbers, which arrive as query strings
 * and are coerced back; `<number>` types the input as what a client sends.
 */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number<number>({ error: 'Page must be a whole number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be 1 or more')
    .max(1_000_000, 'Page is too large')
    .default(1),
  page_size: z.coerce
    .number<number>({ error: 'Page size must be a whole number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be 1 or more')
    .max(PAGE_LIMITS.maxPageSize, `Page size must be at most ${PAGE_LIMITS.maxPageSize}`)
    .default(PAGE_LIMITS.defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * Refuses, on `page`, a page past LIST_DEPTH: apply with `.superRefine` to a list's query
 * schema once it is whole (zod cannot extend a refined object).
 */
export function refuseDeepPage(query: { page: number; page_size: number }, ctx: z.RefinementCtx): void {
  if (isPastListDepth(query.page, query.page_size)) {
    ctx.addIssue({ code: 'custom', path: ['page'], message: LIST_DEPTH_TEXTS.tooDeep });
  }
}

/**
 * A list's `ordering`: one of `orderings`, the first (the list's default) when none is
 * sent. Every list offers its default order's reverse, to reach the rows past LIST_DEPTH.
 */
export function orderingField<const Ordering extends readonly [string, ...string[]]>(orderings: Ordering) {
  return z.enum(orderings, { error: `Ordering must be one of ${orderings.join(', ')}` }).default(orderings[0]);
}

/** `{count, next, previous, results}`: the answer of every list. */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({
    /** Rows matching the filters, over all pages. */
    count: z.number().int(),
    /** The next page's URL, or null on the last page. */
    next: z.string().nullable(),
    /** The previous page's URL, or null on the first page. */
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
/** The answer of a list of `Item`. */
export type Paginated<Item> = { count: number; next: string | null; previous: string | null; results: Item[] };
