import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Settings } from './settings.ts';
import { scrubSecrets, serializeError } from './error-serializer.ts';

/** The keys under which an error is commonly logged; each goes through serializeError. */
const ERROR_KEYS = ['err', 'error'];

/**
 * Any Error logged under another key is rebuilt too: pino's serializers only see the
 * keys they are named for, and its default copies every enumerable field (drizzle's
 * `params` among them).
 */
function serializeNestedErrors(object: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(object)) {
    if (ERROR_KEYS.includes(key) || !(value instanceof Error)) continue;
    copy ??= { ...object };
    copy[key] = serializeError(value);
  }
  return copy ?? object;
}

/**
 * Log messages are free text: Fastify uses an error's message as the line's message
 * (`log.error(err)`, its default error handler), and that message may be drizzle's
 * "Failed query … params: …". Every string argument is scrubbed; a bare Error becomes
 * `{err}` with its safe message.
 */
function scrubArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  if (first instanceof Error) {
    const safe = serializeError(first);
    const message = rest.length > 0 ? rest : [safe.message];
    return [{ err: first }, ...message.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg))];
  }
  const withheld = errorMessagesIn(first);
  const logged = typeof first === 'object' && first !== null ? (first as Record<string, unknown>).err : undefined;
  // pino falls back to the error's own message when none is given: give it the safe one.
  if (args.length === 1 && logged instanceof Error) return [first, serializeError(logged).message];
  return args.map((arg, index) => {
    if (typeof arg !== 'string' || index === 0) return typeof arg === 'string' ? scrubSecrets(arg) : arg;
    // The message Fastify copies from the error: replace it with the safe one.
    return withheld.get(arg) ?? scrubSecrets(arg);
  });
}

/** Each logged error's original message mapped to its safe replacement. */
function errorMessagesIn(object: unknown): Map<string, string> {
  const messages = new Map<string, string>();
  if (typeof object !== 'object' || object === null) return messages;
  for (const value of Object.values(object)) {
    if (value instanceof Error) messages.set(value.message, serializeError(value).message);
  }
  return messages;
}

/** The parts of a request a log line needs. The query string is left out: it may carry a token or a password. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

/**
 * Structured JSON logs (pino). Credentials never reach them: the headers and body
 * fields that may carry one are redacted wherever they appear, and errors are logged
 * only through the fields serializeError knows to be safe (never query parameters,
 * never a database message, which may quote a value).
 */
export function loggerOptions(settings: Settings): FastifyServerOptions['logger'] {
  return {
    level: settings.env === 'test' ? 'silent' : settings.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.current_password',
        '*.new_password',
        '*.refresh',
        '*.access',
      ],
      censor: '[redacted]',
    },
    serializers: {
      ...Object.fromEntries(ERROR_KEYS.map((key) => [key, serializeError])),
      req: serializeRequest,
    },
    formatters: { log: serializeNestedErrors },
    hooks: {
      logMethod(args, method) {
        return method.apply(this, scrubArguments(args) as Parameters<typeof method>);
      },
    },
  };
}
