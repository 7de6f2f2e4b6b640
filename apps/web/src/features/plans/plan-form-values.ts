import type { PlanItem } from '@epaper/shared/plans.contract';

/**
 * What the plan form holds: every input's text as typed (the contract's rules read the
 * numbers out of it, as the server does), and the features as rows for useFieldArray.
 */
export type PlanFormValues = {
  title: string;
  description: string;
  price: string;
  duration_days: string;
  edition_count: string;
  sort_order: string;
  is_active: boolean;
  features: { value: string }[];
};

/** The fields the server may name in a 400's `errors`; each shows under its input. */
export const PLAN_FORM_FIELDS = [
  'title',
  'description',
  'price',
  'duration_days',
  'edition_count',
  'sort_order',
  'is_active',
  'features',
] as const satisfies readonly (keyof PlanFormValues)[];

/** Longest texts the server takes; the inputs stop there instead of failing on submit. */
export const PLAN_FORM_LIMITS = { title: 150, description: 2000, feature: 200 } as const;

/** One feature input always stays: its remove button is disabled when only one is left. */
const ONE_EMPTY_FEATURE = [{ value: '' }];

/** Add New Plan starts empty, sort order 1 and active. */
export const EMPTY_PLAN_FORM: PlanFormValues = {
  title: '',
  description: '',
  price: '',
  duration_days: '',
  edition_count: '',
  sort_order: '1',
  is_active: true,
  features: ONE_EMPTY_FEATURE,
};

/** Edit Plan starts from the plan as the server has it; no edition count means unlimited (empty). */
export function planFormValues(plan: PlanItem): PlanFormValues {
  return {
    title: plan.title,
    description: plan.description,
    price: plan.price,
    duration_days: String(plan.duration_days),
    edition_count: plan.edition_count === null ? '' : String(plan.edition_count),
    sort_order: String(plan.sort_order),
    is_active: plan.is_active,
    features: plan.features.length > 0 ? plan.features.map((value) => ({ value })) : ONE_EMPTY_FEATURE,
  };
}
