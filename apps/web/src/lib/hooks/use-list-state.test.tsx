import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { useListState, type ListStateOptions } from './use-list-state.ts';

afterEach(cleanup);

const STATUS = ['all', 'active', 'inactive'] as const;
const FILTERS = { status: STATUS };
const OPTIONS = { pageSizes: [10, 20, 50], defaultPageSize: 20, filters: FILTERS } satisfies ListStateOptions<
  typeof FILTERS
>;

/** The hook at `url`, with the router's location and navigate beside it. */
function renderListState(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  const { result } = renderHook(
    () => ({ list: useListState(OPTIONS), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  );
  return {
    get list() {
      return result.current.list;
    },
    /** The query string now, e.g. "?page=2". */
    get search() {
      return result.current.location.search;
    },
    navigate: (to: number) => act(() => void result.current.navigate(to)),
  };
}

describe('useListState', () => {
  it('reads the defaults from an empty query', () => {
    const view = renderListState('/users');
    expect(view.list.page).toBe(1);
    expect(view.list.pageSize).toBe(20);
    expect(view.list.search).toBe('');
    expect(view.list.filters).toEqual({ status: 'all' });
  });

  it('reads the state from the URL', () => {
    const view = renderListState('/users?page=3&page_size=50&search=%20asha%20&status=inactive');
    expect(view.list.page).toBe(3);
    expect(view.list.pageSize).toBe(50);
    expect(view.list.search).toBe('asha');
    expect(view.list.filters.status).toBe('inactive');
  });

  it('reads bad values as the defaults', () => {
    for (const query of [
      '?page=abc&page_size=7&status=deleted',
      '?page=0&page_size=abc',
      '?page=-2&page_size=20.5',
      '?page=2.5&page_size=',
      '?page=99999999999999999999',
    ]) {
      const view = renderListState(`/users${query}`);
      expect([view.list.page, view.list.pageSize, view.list.filters.status]).toEqual([1, 20, 'all']);
      cleanup();
    }
  });

  it('reads a page past the numbered depth as the deepest numbered page, at its page size', () => {
    expect(renderListState('/users?page=600').list.page).toBe(500);
    expect(renderListState('/users?page=600&page_size=50').list.page).toBe(200);
    expect(renderListState('/users?page=500').list.page).toBe(500);
  });

  it('writes a page and leaves the defaults out of the URL', () => {
    const view = renderListState('/users');
    act(() => view.list.setPage(2));
    expect(view.search).toBe('?page=2');
    expect(view.list.page).toBe(2);
    act(() => view.list.setPage(1));
    expect(view.search).toBe('');
  });

  it('goes back to page 1 when the search, a filter or the page size changes', () => {
    const view = renderListState('/users?page=4');
    act(() => view.list.setSearch('  asha '));
    expect(view.search).toBe('?search=asha');
    act(() => view.list.setPage(3));
    act(() => view.list.setFilter('status', 'active'));
    expect(view.search).toBe('?search=asha&status=active');
    expect(view.list.page).toBe(1);
    act(() => view.list.setPage(2));
    act(() => view.list.setPageSize(50));
    expect(view.search).toBe('?page_size=50&search=asha&status=active');
    act(() => view.list.setFilter('status', 'all'));
    act(() => view.list.setSearch(''));
    act(() => view.list.setPageSize(20));
    expect(view.search).toBe('');
  });

  it('keeps query keys it does not own and drops its own bad values on the next change', () => {
    const view = renderListState('/users?tab=history&page=abc&status=bogus');
    act(() => view.list.setPage(2));
    expect(view.search).toBe('?tab=history&page=2');
  });

  it('ignores a page size it does not allow', () => {
    const view = renderListState('/users?page=3');
    act(() => view.list.setPageSize(15));
    expect(view.search).toBe('');
    expect(view.list.pageSize).toBe(20);
  });

  it('follows Back and Forward', () => {
    const view = renderListState('/users');
    act(() => view.list.setPage(2));
    act(() => view.list.setPage(3));
    view.navigate(-1);
    expect(view.list.page).toBe(2);
    view.navigate(-1);
    expect(view.list.page).toBe(1);
    view.navigate(1);
    expect(view.list.page).toBe(2);
  });

  it('replaces the history entry when asked, e.g. while typing a search', () => {
    const view = renderListState('/users?page=2');
    act(() => view.list.setSearch('as', { replace: true }));
    act(() => view.list.setSearch('asha', { replace: true }));
    expect(view.search).toBe('?search=asha');
    view.navigate(-1);
    // Nothing before the first entry: the location stays.
    expect(view.search).toBe('?search=asha');
  });

  it('works with no options: page, the default size and search', () => {
    const { result } = renderHook(() => useListState(), {
      wrapper: ({ children }) => <MemoryRouter initialEntries={['/x?page=2&page_size=50']}>{children}</MemoryRouter>,
    });
    expect(result.current.page).toBe(2);
    expect(result.current.pageSize).toBe(20);
    expect(result.current.filters).toEqual({});
  });
});
