import { z } from 'zod';

type AnyDef = Record<string, unknown> & { type: string };

const mapShape = (shape: Record<string, z.ZodType>) =>
  Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, strictEverywhere(field)]));

/**
 * The schema with every object in it strict, however deep it sits (in a list, a
 * nullable, a union, a record): an answer with a field the contract does not name fails,
 * as one missing a field it names does. A zod object strips unknown fields by default,
 * which would let a field added on one side and not the other pass unseen. Checks and
 * refinements stay as they were. Intersections are left as they are: each side would
 * refuse the other's fields.
 */
export function strictEverywhere<S extends z.ZodType>(schema: S): S {
  const def = schema.def as unknown as AnyDef;
  const clone = (changes: Record<string, unknown>) => schema.clone({ ...def, ...changes } as never) as S;
  switch (def.type) {
    case 'object':
      return clone({ shape: mapShape(def.shape as Record<string, z.ZodType>), catchall: z.never() });
    case 'array':
      return clone({ element: strictEverywhere(def.element as z.ZodType) });
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return clone({ innerType: strictEverywhere(def.innerType as z.ZodType) });
    case 'union':
      return clone({ options: (def.options as z.ZodType[]).map((option) => strictEverywhere(option)) });
    case 'pipe':
      return clone({ in: strictEverywhere(def.in as z.ZodType), out: strictEverywhere(def.out as z.ZodType) });
    case 'record':
      return clone({ valueType: strictEverywhere(def.valueType as z.ZodType) });
    case 'tuple':
      return clone({ items: (def.items as z.ZodType[]).map((item) => strictEverywhere(item)) });
    default:
      return schema;
  }
}
