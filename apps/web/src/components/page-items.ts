/** A page number, or a gap between two numbers the pager leaves out. */
export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The pager's entries: the first and last pages and the current page ±1, with a
 * gap between them where pages are left out. A gap that would hide one page shows that
 * page instead: "…" in place of a single number saves nothing and hides where it leads.
 * The two gaps have distinct names so they can be React keys.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (!Number.isFinite(total) || total < 1) return [];
  const last = Math.floor(total);
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last);
  const shown = new Set([1, page - 1, page, page + 1, last].filter((n) => n >= 1 && n <= last));
  if (shown.has(3)) shown.add(2);
  if (shown.has(last - 2)) shown.add(last - 1);
  const numbers = [...shown].sort((a, b) => a - b);

  const items: PageItem[] = [];
  numbers.forEach((n, index) => {
    const previous = numbers[index - 1];
    if (previous !== undefined && n - previous > 1) items.push(n < page ? 'gap-start' : 'gap-end');
    items.push(n);
  });
  return items;
}
