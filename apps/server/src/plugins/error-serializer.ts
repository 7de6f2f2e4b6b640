// What of an error may reach a log line. Redaction by path cannot help here: drizzle
// puts a failed query's parameters (a new password's hash, a token) into the error's
// message and stack, and Postgres quotes offending values in its messages. So errors
// are rebuilt from fields known to be safe, never copied.

/** An error as it is logged. */
export type SafeError = {
  type: string;
  message: string;
  stack?: string;
  /** Postgres SQLSTATE, a Fastify FST_ERR_* code, or a Node error code. */
  code?: string;
  statusCode?: number;
  /** Postgres fields that name things, never values. */
  severity?: string;
  constraint?: string;
  routine?: string;
  table?: string;
  column?: string;
  /** The statement's text with its $n placeholders: drizzle never inlines values. */
  query?: string;
  cause?: SafeError;
  errors?: SafeError[];
};

const MAX_MESSAGE = 1_000;
const MAX_QUERY = 2_000;
const MAX_DEPTH = 5;
const REDACTED = '[redacted]';

/**
 * Strips what may be a credential from free text: drizzle's "params:" tail, argon2
 * hashes, JWTs, refresh tokens (`<uuid>.<secret>`), bearer values and URL passwords.
 */
export function scrubSecrets(text: string): string {
  return text
    .replace(/\n?params:[\s\S]*$/, '\nparams: [withheld]')
    .replace(/\$argon2(?:id|i|d)\$[^\s"',;)}\]]*/g, REDACTED)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED)
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{16,}/gi, REDACTED)
    .replace(/\b(bearer)\s+\S+/gi, `$1 ${REDACTED}`)
    .replace(/(\b[a-z][\w+.-]*:\/\/[^:/\s@]+:)[^@\s]+@/gi, `$1${REDACTED}@`);
}

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

type ErrorFields = Error & {
  code?: unknown;
  statusCode?: unknown;
  severity?: unknown;
  constraint?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  query?: unknown;
  params?: unknown;
  errors?: unknown;
};

/** pg's DatabaseError: a server-side error whose message may quote values. */
function isDatabaseError(error: ErrorFields): boolean {
  return typeof error.severity === 'string' && typeof error.code === 'string' && 'routine' in error;
}

/** drizzle's DrizzleQueryError: message and stack are "Failed query: <sql>\nparams: <values>". */
function isFailedQuery(error: ErrorFields): boolean {
  return typeof error.query === 'string' && 'params' in error;
}

const stringField = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The stack's frames under a header we wrote; the original header repeats the message. */
function safeStack(error: Error, header: string): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [header, ...frames].join('\n');
}

/** Rebuilds `error` from its safe fields. Anything not an Error is described by its type only. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: typeof error === 'string' ? truncate(scrubSecrets(error), MAX_MESSAGE) : '' };
  }
  const e = error as ErrorFields;
  // pg's DatabaseError names itself "error" (a protocol message name): prefer the class.
  const className = e.constructor?.name;
  const type = className && className !== 'Error' ? className : e.name || 'Error';
  const isDb = isDatabaseError(e);
  const isQuery = isFailedQuery(e);
  const message = isQuery
    ? 'Failed query (parameters withheld)'
    : isDb
      ? `Database error ${String(e.code)} (message withheld: it may quote values)`
      : truncate(scrubSecrets(e.message), MAX_MESSAGE);

  const safe: SafeError = { type, message };
  const stack = safeStack(e, `${type}: ${message}`);
  if (stack) safe.stack = stack;
  const code = stringField(e.code);
  if (code) safe.code = code;
  if (typeof e.statusCode === 'number') safe.statusCode = e.statusCode;
  if (isDb) {
    for (const key of ['severity', 'constraint', 'routine', 'table', 'column'] as const) {
      const value = stringField(e[key]);
      if (value) safe[key] = value;
    }
  }
  if (isQuery) safe.query = truncate(String(e.query), MAX_QUERY);
  if (depth < MAX_DEPTH) {
    if (e.cause !== undefined) safe.cause = serializeError(e.cause, depth + 1);
    if (Array.isArray(e.errors)) safe.errors = e.errors.slice(0, 10).map((inner) => serializeError(inner, depth + 1));
  }
  return safe;
}

/** One paragraph for the console (a failed start), built from the same safe fields. */
export function describeErrorSafely(error: unknown): string {
  const lines: string[] = [];
  for (let current: SafeError | undefined = serializeError(error); current; current = current.cause) {
    const details = [current.code, current.routine, current.constraint].filter(Boolean).join(', ');
    lines.push(
      `${lines.length ? 'Caused by ' : ''}${current.type}: ${current.message}${details ? ` [${details}]` : ''}`,
    );
    if (current.query) lines.push(`  query: ${current.query}`);
    if (current.stack) lines.push(...current.stack.split('\n').slice(1));
  }
  return lines.join('\n');
}
