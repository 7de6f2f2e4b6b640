import type { Resolver } from 'react-hook-form';
import type { ProfileFormValues } from './profile-form-schema.ts';

let loading: Promise<Resolver<ProfileFormValues>> | undefined;

/**
 * Loads zod and the form's schema. The profile screen renders without them: they are
 * the bulk of its JavaScript, and on a slow phone evaluating them at once held the main
 * thread long enough to cost the page its Lighthouse budget. Editing starts the load.
 */
export function preloadProfileResolver(): Promise<Resolver<ProfileFormValues>> {
  loading ??= import('./profile-form-schema.ts').then((module) => module.profileResolver);
  return loading;
}

/** Validates with the contract's rules, loading them first if Edit Profile has not. */
export const lazyProfileResolver: Resolver<ProfileFormValues> = async (values, context, options) =>
  (await preloadProfileResolver())(values, context, options);
