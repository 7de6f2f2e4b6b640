import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';

/** The Schedule dialog's rules; opening it loads them. */
export const scheduleFormResolver = lazyZodResolver(() =>
  import('./schedule-form-schema.ts').then((module) => module.scheduleFormSchema),
);
