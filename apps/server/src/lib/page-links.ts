import { isPastListDepth } from '@epaper/shared/list-depth';
import type { PageQuery } from '@epaper/shared/pagination.contract';

/** The link of another page of the same list: this request's path and query, with `page` replaced. */
function linkTo(requestUrl: string, page: number): string {
  // A fixed base: the link stays relative to the origin, so no Host header is trusted.
  const url = new URL(requestUrl, 'http://localhost');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * Adds `next` and `previous` to a list answer: the path (with its query) of the
 * neighbouring pages, or null where there is none. A list `isDepthCapped` has no next
 * page past LIST_DEPTH (its contract refuses it).
 */
export function withPageLinks<T extends { count: number }>(
  requestUrl: string,
  { page, page_size }: PageQuery,
  answer: T,
  isDepthCapped = false,
): T & { next: string | null; previous: string | null } {
  const hasNext = page * page_size < answer.count && !(isDepthCapped && isPastListDepth(page + 1, page_size));
  return {
    ...answer,
    next: hasNext ? linkTo(requestUrl, page + 1) : null,
    previous:
      page > 1 ? linkTo(requestUrl, Math.min(page - 1, Math.max(1, Math.ceil(answer.count / page_size)))) : null,
  };
}
