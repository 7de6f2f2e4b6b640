import type { BackupStatus } from './backups.contract.ts';
import { route } from './route.ts';

/** The daily backups' state, for the Dashboard's warning. Super Admins only. */
export const backupsRoutes = {
  status: route<{ response: BackupStatus }>('GET', '/dashboard/backups/status/', 'super_admin'),
};
