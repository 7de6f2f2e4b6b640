import fc from 'fast-check';
import { z } from 'zod';
import {
  EXTRA_KEYS,
  HOSTILE_CHARACTERS,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_STRINGS,
  MALFORMED_BODIES,
  ODD_DATES,
  ODD_NUMBERS,
  RAW_QUERY_FRAGMENTS,
  WRONG_TYPES,
} from './hostile-values.ts';

/**
 * Requests generated from the route contract's zod schemas (through their JSON Schema):
 * plausible values for each field, mutated with wrong types, boundaries, hostile strings,
 * odd dates, extra fields and malformed bodies.
 */

/** The part of a JSON Schema node the generators read. */
export type JsonNode = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonNode>;
  items?: JsonNode;
  anyOf?: JsonNode[];
  oneOf?: JsonNode[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
};

/**
 * The fields of an object schema, as JSON Schema. The request side (`input`) first; a
 * schema whose input is a preprocess step (unknown to JSON Schema) is read on its output
 * side, where the object is.
 */
export function fieldsOf(schema: z.ZodType | undefined): Record<string, JsonNode> {
  if (!schema) return {};
  for (const io of ['input', 'output'] as const) {
    try {
      const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonNode;
      if (json.properties && Object.keys(json.properties).length > 0) return json.properties;
    } catch {
      // Not describable on this side: try the other.
    }
  }
  return {};
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const calendarDay = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map(day);

/** Plausible values chosen by a field's name, where its schema alone says only "a string". */
function byName(name: string, phones: readonly string[]): fc.Arbitrary<unknown> | undefined {
  if (/phone/.test(name)) {
    return fc.oneof(
      fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map((n) => `+91${n}`),
      fc.constantFrom(...phones),
    );
  }
  if (/email/.test(name)) return fc.oneof(fc.emailAddress(), fc.constant(''));
  if (/password/.test(name)) return fc.string({ minLength: 8, maxLength: 40 });
  if (/date$|^from$|^to$/.test(name)) return fc.oneof(calendarDay, fc.constantFrom(...ODD_DATES));
  if (/price|amount/.test(name))
    return fc.constantFrom('0', '0.00', '9.99', '499.00', '99999999.99', 12.5, '1e3', '-5');
  if (name === 'refresh') {
    return fc.uuid().map((id) => `${id}.${'A'.repeat(43)}`);
  }
  if (name === 'otp' || name === 'code')
    return fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, '0'));
  return undefined;
}

const clamp = (value: number | undefined, fallback: number, low: number, high: number) =>
  Math.min(high, Math.max(low, value ?? fallback));

/** Values the schema itself would accept, or come close to. */
function fromSchema(node: JsonNode): fc.Arbitrary<unknown> {
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.const !== undefined) return fc.constant(node.const);
  const alternatives = node.anyOf ?? node.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map(fromSchema));
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({
        min: clamp(node.minimum, -10, -1e9, 1e9),
        max: clamp(node.maximum, 1000, clamp(node.minimum, -10, -1e9, 1e9), 1e9),
      });
    case 'string': {
      const minLength = clamp(node.minLength, 0, 0, 60);
      return fc.string({ minLength, maxLength: Math.max(minLength, clamp(node.maxLength, 30, 0, 60)) });
    }
    case 'array':
      return fc.array(node.items ? fromSchema(node.items) : fc.string({ maxLength: 20 }), { maxLength: 4 });
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: fc.constantFrom(...HOSTILE_CHARACTERS, 'a', 'Z', '7', ' ', '-', '.'), maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 24 }),
);

/** Any value the field should not accept, or that sits at its edge. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPES) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_DATES) },
);

/** Hints for plausible values: phones of real accounts (so a sign-in reaches the password check). */
export type Hints = { phones: readonly string[] };

/** A plausible value of one field: by its name where that says more, else by its schema. */
export function plausibleValue(name: string, node: JsonNode, hints: Hints): fc.Arbitrary<unknown> {
  const named = byName(name, hints.phones);
  return named
    ? fc.oneof({ weight: 3, arbitrary: named }, { weight: 1, arbitrary: fromSchema(node) })
    : fromSchema(node);
}

/** Field name and value pairs, in order; a name may repeat (a duplicate key) and may be `__proto__`. */
export type Entries = [string, unknown][];

/**
 * An object's fields: either every field plausible but one mutated (the classic fuzzer's
 * step, which reaches the deepest code), or each field freely plausible, hostile or left
 * out; sometimes with extra keys a client must not set.
 */
export function entriesFor(fields: Record<string, JsonNode>, hints: Hints): fc.Arbitrary<Entries> {
  const names = Object.keys(fields);
  const plausible = Object.fromEntries(names.map((name) => [name, plausibleValue(name, fields[name] ?? {}, hints)]));
  const extra = fc.array(fc.tuple(fc.constantFrom<string>(...EXTRA_KEYS), fc.oneof(hostileValue, fc.jsonValue())), {
    maxLength: 2,
  });
  const allPlausible = fc.record(plausible);
  const oneMutated =
    names.length === 0
      ? fc.constant<Entries>([])
      : fc
          .tuple(allPlausible, fc.constantFrom(...names), hostileValue, fc.boolean())
          .map(([values, name, value, drop]): Entries =>
            Object.entries(values)
              .filter(([key]) => !(drop && key === name))
              .map(([key, current]) => [key, key === name ? value : current]),
          );
  const free = fc
    .record(
      Object.fromEntries(
        names.map((name) => [
          name,
          fc.oneof({ weight: 2, arbitrary: plausible[name] ?? hostileValue }, { weight: 1, arbitrary: hostileValue }),
        ]),
      ),
      { requiredKeys: [] },
    )
    .map((values): Entries => Object.entries(values));
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: oneMutated },
        { weight: 2, arbitrary: free },
        { weight: 1, arbitrary: allPlausible.map((values): Entries => Object.entries(values)) },
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant<Entries>([]) }, { weight: 1, arbitrary: extra }),
    )
    .map(([own, more]) => [...own, ...more] as Entries);
}

/** JSON text of the entries, written pair by pair so `__proto__` and duplicate keys reach the server as sent. */
export const jsonOf = (entries: Entries) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;

/** Percent-encodes text for a URL; a lone surrogate (which encodeURIComponent refuses) goes as its raw UTF-8-like bytes. */
export function encodeText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A query string of the entries: arrays repeat the name, objects go as their JSON. */
export function queryOf(entries: Entries, raw?: string): string {
  const parts: string[] = [];
  for (const [key, value] of entries) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encodeText(key)}=${encodeText(text)}`);
    }
  }
  if (raw !== undefined) parts.push(raw);
  return parts.join('&');
}

/** A raw fragment of query text, sometimes appended to a generated query. */
export const rawQueryFragment = fc.option(fc.constantFrom(...RAW_QUERY_FRAGMENTS), { freq: 6, nil: undefined });

/** A path parameter: usually a real record's id, sometimes something no id looks like (sent as written). */
export const pathSegment = (real: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...real) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_PATH_SEGMENTS) },
    { weight: 1, arbitrary: hostileString.map(encodeText) },
  );

/** A body that is not a JSON object: broken, of the wrong type, or of another content type. */
export const malformedBody = fc.constantFrom(...MALFORMED_BODIES);
