import { inject } from 'vitest';
import { createThrowawayDatabase, type ThrowawayDatabase } from './throwaway-database.ts';

/** A fresh database for one test, copied from the run's migrated template (test/global-setup.ts). */
export function createTemplateCopy(prefix = 'epaper_test'): Promise<ThrowawayDatabase> {
  const { serverUrl, template } = inject('testDatabaseServer');
  return createThrowawayDatabase(serverUrl, prefix, template);
}
