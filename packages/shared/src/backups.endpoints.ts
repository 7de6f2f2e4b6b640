import { endpoint } from './endpoint.ts';
import { backupsRoutes } from './backups.routes.ts';
import { backupStatusSchema } from './backups.contract.ts';

/** The backups routes bound to their schemas: what the server registers, validates and documents. */
export const backupsEndpoints = {
  status: endpoint(backupsRoutes.status, { response: backupStatusSchema }),
};
