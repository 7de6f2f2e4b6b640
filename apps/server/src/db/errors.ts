/** The PostgreSQL error code of `error` or of the driver error drizzle wraps in it, with its constraint. */
function postgresErrors(error: unknown): Array<{ code?: string; constraint?: string }> {
  const found: Array<{ code?: string; constraint?: string }> = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    found.push(current as Error & { code?: string; constraint?: string });
  }
  return found;
}

/** True when `error` (or the driver error drizzle wraps in it) broke the named unique index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return postgresErrors(error).some((pgError) => pgError.code === '23505' && pgError.constraint === constraint);
}

/** True when `error` referred to a row that is not there (or no longer is). */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresErrors(error).some((pgError) => pgError.code === '23503');
}

/**
 * True when `error` refused to delete a row others still refer to: 23503, or 23001 where
 * the reference says ON DELETE RESTRICT (PostgreSQL 16 and later, the embedded 18 among them).
 */
export function isStillReferenced(error: unknown): boolean {
  return postgresErrors(error).some((pgError) => pgError.code === '23503' || pgError.code === '23001');
}
