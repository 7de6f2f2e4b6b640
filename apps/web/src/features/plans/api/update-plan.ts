import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanItem, PlanRequest } from '@epaper/shared/plans.contract';
import { planRoutes } from '@epaper/shared/plans.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { plansQueryKey } from './plans-keys.ts';
import { replaceCachedPlan } from './plans-query.ts';

export type UpdatePlanVariables = { id: number; body: PlanRequest };

/** PUT /plans/{id}/ with every field: answers the saved plan. */
export async function putPlan({ id, body }: UpdatePlanVariables): Promise<PlanItem> {
  return callApi(planRoutes.update, { params: { id }, body });
}

/**
 * Saves an edited plan: its row changes at once, then the list is read again, because a
 * new sort order or price can move it.
 */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPlan,
    onSuccess: (plan) => {
      replaceCachedPlan(queryClient, plan);
      void queryClient.invalidateQueries({ queryKey: plansQueryKey });
    },
  });
}
