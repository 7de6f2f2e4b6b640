/** Field name to its messages, as in `errors` of the API's error body. */
export type FieldErrors = Record<string, string[]>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

/** The first non-empty string among the body's given fields. */
export function readBodyText(body: unknown, fields: readonly string[]): string | null {
  if (!isRecord(body)) return null;
  for (const field of fields) {
    const value = body[field];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

/**
 * Field errors of a failed response. Our server nests them under `errors`; other servers
 * answer a plain `{"field": ["message"]}` body, which is understood too.
 */
export function readFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const source = isRecord(body.errors) ? body.errors : body;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(source)) {
    if (isStringList(messages)) result[field] = messages;
  }
  return result;
}

/** The first message of the first field error, if any. */
export function firstFieldMessage(body: unknown): string | null {
  const [first] = Object.values(readFieldErrors(body));
  return first?.[0] ?? null;
}
