import pg from 'pg';

/** A database made for one test file or benchmark run, and how to drop it. */
export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

/** The server the API suite runs on and the migrated database each test's copy starts from. */
export type TestDatabaseServer = { serverUrl: string; template: string };

/** Runs one statement on the server at `serverUrl` (CREATE DATABASE cannot run in a pool's transaction). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `serverUrl` with its database replaced by `name` (a socket folder in ?host= stays). */
export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a fresh database named `<prefix>_<pid>_<random>` on the PostgreSQL server at
 * `serverUrl`, as a copy of `template` when one is named.
 */
export async function createThrowawayDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlOf(serverUrl, name),
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
