import type { FieldValues, Resolver } from 'react-hook-form';
import type {
  InsertPagesOutput,
  InsertPagesValues,
  ReplacePagesOutput,
  ReplacePagesValues,
} from './late-pages-form-values.ts';

// zod, its resolver and the rules load the first time a dialog is used (as lazyZodResolver
// does for the other forms); the rules depend on the edition's page count, so each dialog
// builds its resolver for the count it has.
const loadRules = () => Promise.all([import('@hookform/resolvers/zod'), import('./late-pages-form-schema.ts')]);

/** Starts loading the rules as a dialog opens, so its first check does not wait. */
export const preloadLatePagesRules = () => loadRules();

export function replacePagesResolver(pageCount: number): Resolver<ReplacePagesValues, unknown, ReplacePagesOutput> {
  return lazyResolver(async () => {
    const [{ zodResolver }, rules] = await loadRules();
    return zodResolver(rules.replacePagesFormSchema(pageCount));
  });
}

export function insertPagesResolver(pageCount: number): Resolver<InsertPagesValues, unknown, InsertPagesOutput> {
  return lazyResolver(async () => {
    const [{ zodResolver }, rules] = await loadRules();
    return zodResolver(rules.insertPagesFormSchema(pageCount));
  });
}

function lazyResolver<Values extends FieldValues, Output>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load();
    return (await loading)(values, context, options);
  };
}
