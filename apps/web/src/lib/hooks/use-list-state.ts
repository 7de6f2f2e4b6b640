import { useMemo } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import { lastNumberedPage, LIST_DEPTH } from '@epaper/shared/list-depth';

/** A filter's allowed values; the first is its default (e.g. `['all', 'active', 'inactive']`). */
export type FilterValues = readonly [string, ...string[]];

export type ListStateOptions<Filters extends Record<string, FilterValues>> = {
  /** Page sizes the URL may ask for; anything else reads as `defaultPageSize`. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  filters?: Filters;
};

export type ListState<Filters extends Record<string, FilterValues>> = {
  page: number;
  pageSize: number;
  /** Trimmed; '' for none. */
  search: string;
  filters: { [Key in keyof Filters]: Filters[Key][number] };
  setPage: (page: number, options?: NavigateOptions) => void;
  /** Also goes back to page 1: the current page may not exist at the new size. */
  setPageSize: (pageSize: number, options?: NavigateOptions) => void;
  /** Also goes back to page 1: a new search starts at its first page. */
  setSearch: (search: string, options?: NavigateOptions) => void;
  /** Also goes back to page 1. */
  setFilter: <Key extends keyof Filters>(key: Key, value: Filters[Key][number], options?: NavigateOptions) => void;
};

type Parsed = { page: number; pageSize: number; search: string; filters: Record<string, string> };

/** What one list accepts, resolved from its options. */
type Config = { filters: Record<string, FilterValues>; pageSizes: readonly number[]; defaultPageSize: number };

const DEFAULT_PAGE_SIZE = 20;

const isWholeNumber = (raw: string | null): raw is string => raw !== null && /^\d+$/.test(raw);

/** The list state in a query; anything missing or wrong reads as its default, a page too deep as the deepest. */
function readQuery(params: URLSearchParams, config: Config): Parsed {
  const rawPage = params.get('page');
  const page = isWholeNumber(rawPage) ? Number(rawPage) : 1;
  const rawSize = params.get('page_size');
  const size = isWholeNumber(rawSize) ? Number(rawSize) : NaN;
  const filters: Record<string, string> = {};
  for (const [key, values] of Object.entries(config.filters)) {
    const raw = params.get(key);
    filters[key] = raw !== null && values.includes(raw) ? raw : values[0];
  }
  const pageSize = config.pageSizes.includes(size) ? size : config.defaultPageSize;
  return {
    // A link from before lists stopped numbering pages past LIST_DEPTH (`?page=600`) opens
    // the deepest numbered page instead of an error the server would give.
    page: Number.isSafeInteger(page) && page >= 1 ? Math.min(page, lastNumberedPage(LIST_DEPTH, pageSize)) : 1,
    pageSize,
    search: (params.get('search') ?? '').trim(),
    filters,
  };
}

/**
 * The query for a state: other keys first as they were, then the list's own in one order
 * and without defaults, so one state has one URL and a bad value in the URL is dropped by
 * the next change instead of lingering.
 */
function writeQuery(previous: URLSearchParams, state: Parsed, config: Config): URLSearchParams {
  const owned = new Set(['page', 'page_size', 'search', ...Object.keys(config.filters)]);
  const params = new URLSearchParams([...previous].filter(([key]) => !owned.has(key)));
  const set = (key: string, value: string, fallback: string) => {
    if (value !== fallback) params.set(key, value);
  };
  const pageSize = config.pageSizes.includes(state.pageSize) ? state.pageSize : config.defaultPageSize;
  set('page', String(Math.max(1, Math.floor(state.page) || 1)), '1');
  set('page_size', String(pageSize), String(config.defaultPageSize));
  set('search', state.search.trim(), '');
  for (const [key, values] of Object.entries(config.filters)) {
    set(key, state.filters[key] ?? values[0], values[0]);
  }
  return params;
}

/**
 * A list's page, page size, search and filters, kept in the URL query: a reload, Back and
 * Forward and a shared link all show the same list. Values the URL gets wrong read as
 * their defaults, and defaults are left out of the URL, so `/users` and `/users?page=1`
 * are the same list. Query keys the list does not own are kept.
 *
 * Keep `filters` stable (e.g. a module constant), like any hook input.
 */
export function useListState<const Filters extends Record<string, FilterValues> = Record<never, FilterValues>>(
  options: ListStateOptions<Filters> = {},
): ListState<Filters> {
  const filterValues = options.filters;
  const defaultPageSize = options.defaultPageSize ?? options.pageSizes?.[0] ?? DEFAULT_PAGE_SIZE;
  // Compared by content, so an inline `[10, 20, 50]` does not make a new state each render.
  const sizesKey = (options.pageSizes ?? [defaultPageSize]).join(',');
  const config = useMemo<Config>(
    () => ({ filters: filterValues ?? {}, pageSizes: sizesKey.split(',').map(Number), defaultPageSize }),
    [filterValues, sizesKey, defaultPageSize],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readQuery(searchParams, config), [searchParams, config]);

  return useMemo(() => {
    // Reads the query as it is when applied, so the change starts from the latest state.
    const write = (change: (current: Parsed) => Parsed, navigateOptions?: NavigateOptions) =>
      setSearchParams((previous) => writeQuery(previous, change(readQuery(previous, config)), config), navigateOptions);
    return {
      page: state.page,
      pageSize: state.pageSize,
      search: state.search,
      filters: state.filters as ListState<Filters>['filters'],
      setPage: (page, navigateOptions) => write((current) => ({ ...current, page }), navigateOptions),
      setPageSize: (pageSize, navigateOptions) =>
        write((current) => ({ ...current, page: 1, pageSize }), navigateOptions),
      setSearch: (search, navigateOptions) => write((current) => ({ ...current, page: 1, search }), navigateOptions),
      setFilter: (key, value, navigateOptions) =>
        write((current) => ({ ...current, page: 1, filters: { ...current.filters, [key]: value } }), navigateOptions),
    };
  }, [state, config, setSearchParams]);
}
