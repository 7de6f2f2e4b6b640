import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

/**
 * The Edit E-Paper form's rules: the contract's own for the edit (every field present,
 * Published too), so its output is the body to send. Using the form loads them.
 */
export const editEpaperFormResolver = lazyZodResolver(() =>
  import('@epaper/shared/epapers.contract').then((module) => module.updateEpaperSchema.required()),
);
