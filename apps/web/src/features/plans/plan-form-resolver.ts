import type { Resolver } from 'react-hook-form';
import type { PlanFormOutput } from './plan-form-schema.ts';
import type { PlanFormValues } from './plan-form-values.ts';

type PlanFormResolver = Resolver<PlanFormValues, unknown, PlanFormOutput>;

let loading: Promise<PlanFormResolver> | undefined;

/**
 * Loads zod and the contract's plan rules. The list renders without them (they are most
 * of a form screen's JavaScript); opening Add New Plan or Edit Plan starts the load.
 */
export function preloadPlanFormResolver(): Promise<PlanFormResolver> {
  loading ??= import('./plan-form-schema.ts').then((module) => module.planFormResolver);
  return loading;
}

/** Validates with the contract's rules, loading them first if the modal has not. */
export const lazyPlanFormResolver: PlanFormResolver = async (values, context, options) =>
  (await preloadPlanFormResolver())(values, context, options);
