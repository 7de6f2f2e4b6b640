import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver.ts';

/** The Add New E-Paper form's rules; the screen renders without them, using the form loads them. */
export const addEpaperFormResolver = lazyZodResolver(() =>
  import('./add-epaper-form-schema.ts').then((module) => module.addEpaperFormSchema),
);
