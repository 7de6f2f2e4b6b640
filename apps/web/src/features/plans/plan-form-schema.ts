import { z } from 'zod';
import { planRequestSchema, type PlanRequest } from '@epaper/shared/plans.contract';
import type { PlanFormValues } from './plan-form-values.ts';

/** The inputs as the form holds them: texts, a checkbox, and the feature rows. */
const formInputSchema = z.object({
  title: z.string(),
  description: z.string(),
  price: z.string(),
  duration_days: z.string(),
  edition_count: z.string(),
  sort_order: z.string(),
  is_active: z.boolean(),
  features: z.array(z.object({ value: z.string() })),
}) satisfies z.ZodType<PlanFormValues>;

/**
 * The plan form's rules are the contract's own (planRequestSchema), so the messages and
 * limits are the server's, written once: the feature rows become the list of texts the
 * API takes, and the answer is the body to send (price "1499.50", numbers as numbers,
 * empty features dropped). Messages land under the same field names the server uses.
 */
export const planFormSchema = formInputSchema
  .transform(({ features, ...fields }): PlanRequest => ({ ...fields, features: features.map((row) => row.value) }))
  .pipe(planRequestSchema);

export type PlanFormOutput = z.output<typeof planFormSchema>;
