import { lazyZodResolver } from '../../lib/forms/lazy-zod-resolver.ts';

/** The profile form's rules; the screen renders without them, Edit Profile loads them. */
export const profileFormResolver = lazyZodResolver(() =>
  import('./profile-form-schema.ts').then((module) => module.profileFormSchema),
);
