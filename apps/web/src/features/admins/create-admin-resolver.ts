import type { Resolver } from 'react-hook-form';
import type { CreateAdminFormOutput, CreateAdminFormValues } from './create-admin-schema.ts';

type CreateAdminResolver = Resolver<CreateAdminFormValues, unknown, CreateAdminFormOutput>;

let loading: Promise<CreateAdminResolver> | undefined;

/**
 * Loads zod and the form's rules. The list renders without them; opening Create New Admin
 * starts the load, as the profile form does.
 */
export function preloadCreateAdminResolver(): Promise<CreateAdminResolver> {
  loading ??= import('./create-admin-schema.ts').then((module) => module.createAdminResolver);
  return loading;
}

/** Validates with the contract's rules, loading them first if the modal has not. */
export const lazyCreateAdminResolver: CreateAdminResolver = async (values, context, options) =>
  (await preloadCreateAdminResolver())(values, context, options);
