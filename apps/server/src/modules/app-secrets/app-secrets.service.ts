import type { Executor } from '../../db/transaction.ts';
import { insertOrReadSecret } from './app-secrets.repository.ts';

/** Reads a server-generated secret, creating it once if absent; every process gets the same value. */
export function ensureAppSecret(db: Executor, name: string, generate: () => string): Promise<string> {
  return insertOrReadSecret(db, name, generate());
}
