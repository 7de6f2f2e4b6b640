import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

/** The plan form's rules; the list renders without them, opening Add New Plan or Edit Plan loads them. */
export const planFormResolver = lazyZodResolver(() =>
  import('./plan-form-schema.ts').then((module) => module.planFormSchema),
);
