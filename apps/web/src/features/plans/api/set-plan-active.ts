import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanItem } from '@epaper/shared/plans.contract';
import { planRoutes } from '@epaper/shared/plans.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { replaceCachedPlan } from './plans-query.ts';

export type SetPlanActiveVariables = { id: number; isActive: boolean };

/** PUT /plans/{id}/ with `is_active` alone: the table's switch. Answers the whole plan. */
export async function putPlanActive({ id, isActive }: SetPlanActiveVariables): Promise<PlanItem> {
  return callApi(planRoutes.update, { params: { id }, body: { is_active: isActive } });
}

/** Switches a plan on or off; its row changes in place once the server has said yes. */
export function useSetPlanActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putPlanActive,
    onSuccess: (plan) => replaceCachedPlan(queryClient, plan),
  });
}
