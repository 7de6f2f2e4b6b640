import { useLocation, useNavigate } from 'react-router';

/** Navigation state that opens the Add New Plan modal (the command palette sends it). */
export const OPEN_CREATE_PLAN_STATE = { openCreatePlan: true } as const;

/** Navigation state that opens one plan's Edit Plan modal (a plan chosen in the command palette). */
export const openEditPlanState = (planId: number) => ({ editPlanId: planId });

type PlanEditorState = { openCreatePlan?: unknown; editPlanId?: unknown } | null;

/** What the screen was opened asking for: Add New Plan, one plan's Edit Plan, or nothing. */
export type PlanEditorRequest = { mode: 'create' } | { mode: 'edit'; planId: number } | null;

/**
 * Whether the page was opened asking for a plan modal, and how to say the request is
 * handled: the state is dropped from the history entry once the modal closes, so Back or
 * a reload afterwards does not open it again.
 */
export function usePlanEditorRequest(): { request: PlanEditorRequest; onHandled: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as PlanEditorState;
  const request: PlanEditorRequest =
    state?.openCreatePlan === true
      ? { mode: 'create' }
      : typeof state?.editPlanId === 'number'
        ? { mode: 'edit', planId: state.editPlanId }
        : null;
  return {
    request,
    onHandled: () =>
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null }),
  };
}
