import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PlanItem, PlanList } from '@epaper/shared/plans.contract';
import { planRoutes } from '@epaper/shared/plans.routes';
import { callApi } from '../../../lib/api/api-client.ts';

import { plansQueryKey } from './plans-keys.ts';

/** GET /plans/: every plan, ordered by the server (sort order, then price). */
export async function fetchPlans(signal?: AbortSignal): Promise<PlanList> {
  return callApi(planRoutes.list, { signal });
}

/** Every plan: there are few, so the list is not paged. */
export function usePlans(options: { enabled?: boolean; staleTime?: number } = {}) {
  return useQuery({ queryKey: plansQueryKey, queryFn: ({ signal }) => fetchPlans(signal), ...options });
}

/** Changes the cached list in place (no refetch, so the rows keep their order). */
export function updateCachedPlans(queryClient: QueryClient, change: (list: PlanList) => PlanList): void {
  queryClient.setQueryData<PlanList>(plansQueryKey, (list) => (list ? change(list) : list));
}

/** Puts the server's answer for one plan in its row. */
export function replaceCachedPlan(queryClient: QueryClient, plan: PlanItem): void {
  updateCachedPlans(queryClient, (list) => ({
    ...list,
    results: list.results.map((item) => (item.id === plan.id ? plan : item)),
  }));
}
