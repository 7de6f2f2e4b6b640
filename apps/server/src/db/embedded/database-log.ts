// In a file of its own: the embedded database's files all log through it, and importing
// it from embedded-postgres.ts, which imports them, made a loop of imports.

/** What the embedded database says while it starts and stops. */
export type DatabaseLog = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
};
