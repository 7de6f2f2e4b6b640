/**
 * An error whose message says exactly what to fix (a bad setting, a folder another process
 * holds, a platform without PostgreSQL binaries): entry points print it alone, since a
 * stack would only bury it.
 */
export class ExplainedError extends Error {}

/** What an entry point prints when it cannot start: an explained error's message, else `describe(error)`. */
export function startFailureText(error: unknown, describe: (error: unknown) => string): string {
  return error instanceof ExplainedError ? error.message : describe(error);
}
