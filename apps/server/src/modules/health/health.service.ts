import type { Db } from '../../db/client.ts';
import { pingDatabase } from './health.repository.ts';

/** True when the database answers; a failure is reported, not thrown. */
export async function isDatabaseReachable(db: Db, report: (error: unknown) => void): Promise<boolean> {
  try {
    await pingDatabase(db);
    return true;
  } catch (error) {
    report(error);
    return false;
  }
}
