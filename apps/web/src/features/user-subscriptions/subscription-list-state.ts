import {
  SUBSCRIPTION_DEFAULT_PAGE_SIZE,
  SUBSCRIPTION_PAGE_SIZES,
  SUBSCRIPTION_STATUSES,
} from '@epaper/shared/user-subscriptions.texts';
import type { SubscriptionListQuery } from '@epaper/shared/user-subscriptions.contract';
import { NEWEST_FIRST, type ListOrder } from '../../components/order-toggle.tsx';
import type { SelectOption } from '../../components/select-filter.tsx';
import { useListState } from '../../lib/hooks/use-list-state.ts';
import { STATUS_LABELS } from './subscription-format.ts';

/** The status filter's values; `all` (the default) leaves `status` out of the request. Newest first by default. */
const LIST_FILTERS = { status: ['all', ...SUBSCRIPTION_STATUSES], ...NEWEST_FIRST } as const;
export type StatusFilter = (typeof LIST_FILTERS.status)[number];

export const STATUS_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { value: 'all', label: 'All Statuses' },
  ...SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

/** The list's search, filters and page as the server wants them: defaults and blanks left out. */
export function toListQuery(state: {
  page: number;
  pageSize: number;
  search: string;
  status: StatusFilter;
  order?: ListOrder;
}): SubscriptionListQuery {
  return {
    page: state.page,
    page_size: state.pageSize,
    ...(state.search && { search: state.search }),
    ...(state.status !== 'all' && { status: state.status }),
    ...(state.order === 'oldest' && { ordering: 'created_at' }),
  };
}

/**
 * The list's page, page size (10, 20 or 50), search, status and order, kept in the URL, and the
 * request they make: a reload, Back and a shared link show the same list.
 */
export function useSubscriptionListState() {
  const list = useListState({
    filters: LIST_FILTERS,
    pageSizes: SUBSCRIPTION_PAGE_SIZES,
    defaultPageSize: SUBSCRIPTION_DEFAULT_PAGE_SIZE,
  });
  const query = toListQuery({ ...list, ...list.filters });
  return { list, query };
}
