import { lazyZodResolver } from '../../../../lib/forms/lazy-zod-resolver.ts';

/** The Edit E-Paper form's rules; the screen renders without them, using the form loads them. */
export const editEpaperFormResolver = lazyZodResolver(() =>
  import('./edit-epaper-form-schema.ts').then((module) => module.editEpaperFormSchema),
);
