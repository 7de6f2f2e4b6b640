import { describe, expect, it } from 'vitest';
import { STATUS_OPTIONS, toListQuery } from './subscription-list-state.ts';

describe('the list request', () => {
  it('leaves out an empty search and the All Statuses filter', () => {
    expect(toListQuery({ page: 1, pageSize: 20, search: '', status: 'all' })).toEqual({ page: 1, page_size: 20 });
  });

  it('sends the search and the status when set', () => {
    expect(toListQuery({ page: 2, pageSize: 50, search: 'ravi', status: 'expired' })).toEqual({
      page: 2,
      page_size: 50,
      search: 'ravi',
      status: 'expired',
    });
  });

  it('asks for the oldest first only when the order is reversed', () => {
    expect(toListQuery({ page: 1, pageSize: 20, search: '', status: 'all', order: 'oldest' })).toEqual({
      page: 1,
      page_size: 20,
      ordering: 'created_at',
    });
    expect(toListQuery({ page: 1, pageSize: 20, search: '', status: 'all', order: 'newest' })).toEqual({
      page: 1,
      page_size: 20,
    });
  });

  it('offers every subscription status, All Statuses first', () => {
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual(['All Statuses', 'Active', 'Expired', 'Cancelled']);
  });
});
