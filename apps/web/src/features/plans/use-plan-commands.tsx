import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { CreditCard, Plus } from 'lucide-react';
import type { Command, CommandGroup } from '../../components/command-filter.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { paths } from '../../lib/paths.ts';
import { usePlans } from './api/plans-query.ts';
import { durationText } from './plan-duration.ts';
import { OPEN_CREATE_PLAN_STATE, openEditPlanState } from './plan-editor-navigation-state.ts';
import { PLANS_TEXTS } from './plan-texts.ts';

/**
 * The command palette's "Plans" group (the plans whose title holds the typed words; there
 * are few, so the list is fetched once, when the admin first types, and filtered by the
 * palette; each opens its Edit Plan modal) and the "Add New Plan" action.
 */
export function usePlanCommands(search: string): { actions: Command[]; plans: CommandGroup | null } {
  const navigate = useNavigate();
  const isSearching = search.trim() !== '';
  const list = usePlans({ enabled: isSearching, staleTime: 30_000 });
  const results = list.data?.results;
  const isLoading = list.isLoading;

  const actions = useMemo<Command[]>(
    () => [
      {
        id: 'action:add-plan',
        label: PLANS_TEXTS.addPlan,
        // Not "subscription": that word finds the subscription screens, and only them.
        keywords: ['create plan', 'new plan', 'pricing'],
        icon: <Plus className="size-4" />,
        run: () => void navigate(paths.subscriptions.plans, { state: OPEN_CREATE_PLAN_STATE }),
      },
    ],
    [navigate],
  );

  const plans = useMemo<CommandGroup | null>(
    () =>
      isSearching
        ? {
            id: 'plans',
            heading: 'Plans',
            isLoading,
            commands: (results ?? []).map((plan) => ({
              id: `plan:${plan.id}`,
              label: plan.title,
              keywords: ['plan'],
              hint: `${formatPrice(plan.price)} · ${durationText(plan.duration_days)}`,
              icon: <CreditCard className="size-4" />,
              run: () => void navigate(paths.subscriptions.plans, { state: openEditPlanState(plan.id) }),
            })),
          }
        : null,
    [isSearching, isLoading, results, navigate],
  );

  return useMemo(() => ({ actions, plans }), [actions, plans]);
}
