import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@epaper/shared/auth.contract';
import { planRoutes } from '@epaper/shared/plans.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { plansQueryKey } from './plans-keys.ts';
import { updateCachedPlans } from './plans-query.ts';

/** DELETE /plans/{id}/: answers the server's message; 409 when the plan has subscriptions. */
export async function deletePlan(id: number): Promise<MessageResponse> {
  return callApi(planRoutes.remove, { params: { id } });
}

/**
 * Deletes a plan; its row leaves the list at once. A refusal reloads the list: a reader
 * may have subscribed since it was read, and the row's count and menu should say so.
 */
export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onError: () => void queryClient.invalidateQueries({ queryKey: plansQueryKey }),
    onSuccess: (_answer, id) =>
      updateCachedPlans(queryClient, (list) => {
        const results = list.results.filter((item) => item.id !== id);
        return { ...list, count: list.count - (list.results.length - results.length), results };
      }),
  });
}
