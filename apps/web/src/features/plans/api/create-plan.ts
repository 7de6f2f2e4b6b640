import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanItem, PlanRequest } from '@epaper/shared/plans.contract';
import { planRoutes } from '@epaper/shared/plans.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { plansQueryKey } from './plans-keys.ts';

/** POST /plans/: answers the new plan (201). */
export async function postPlan(body: PlanRequest): Promise<PlanItem> {
  return callApi(planRoutes.create, { body });
}

/** Creates a plan; the list is read again, since the server decides where it sorts. */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryKey }),
  });
}
