import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type * as schema from './schema.ts';

/**
 * The drizzle database with our schema. In a file of its own: client.ts opens it (and
 * starts the embedded server, which runs the migrations), and migrate.ts takes it, so
 * declaring it in client.ts made a loop of imports.
 */
export type Db = NodePgDatabase<typeof schema>;
