import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

/** The Create New Admin form's rules; the list renders without them, opening the modal loads them. */
export const createAdminFormResolver = lazyZodResolver(() =>
  import('./create-admin-form-schema.ts').then((module) => module.createAdminFormSchema),
);
