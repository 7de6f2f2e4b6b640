import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's rules, ready before the schema library is: pass `resolver` to useForm. */
export type LazyResolver<Values extends FieldValues, Output> = {
  /** Checks with the schema, loading it first if nothing has yet. */
  resolver: Resolver<Values, unknown, Output>;
  /** Starts the load when the form is about to be used (opened, focused), so its first check does not wait. */
  preload: () => Promise<unknown>;
};

/**
 * Every form checks its inputs with the contract's zod schema (the server's own rules and
 * messages), through react-hook-form. zod and its resolver are most of a form screen's
 * JavaScript, and evaluating them at once on a slow phone holds the main thread, so no
 * screen imports them: the schema's module and the resolver are fetched together the first
 * time the form is used, once for every form on the page.
 *
 * `raw`: the submit gets the inputs as typed, for a form that compares them with what it
 * started from (the schema's output would trim them and turn '' into null).
 */
export function lazyZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
): LazyResolver<Values, Output>;
export function lazyZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
  options: { raw: true },
): LazyResolver<Values, Values>;
export function lazyZodResolver<Values extends FieldValues, Output>(
  loadSchema: () => Promise<z.ZodType<Output, Values>>,
  options: { raw?: boolean } = {},
): LazyResolver<Values, Output | Values> {
  let loading: Promise<Resolver<Values, unknown, Output | Values>> | undefined;
  const load = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      options.raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema),
    );
    return loading;
  };
  return {
    resolver: async (values, context, resolverOptions) => (await load())(values, context, resolverOptions),
    preload: load,
  };
}
