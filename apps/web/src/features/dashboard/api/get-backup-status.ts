import { useQuery } from '@tanstack/react-query';
import type { BackupStatus } from '@epaper/shared/backups.contract';
import { backupsRoutes } from '@epaper/shared/backups.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { backupStatusKey } from './dashboard-keys.ts';

/** GET /dashboard/backups/status/: whether daily backups run and how the last ones went. Super admins only. */
export async function fetchBackupStatus(signal?: AbortSignal): Promise<BackupStatus> {
  return callApi(backupsRoutes.status, { signal });
}

/** The backups' state. `isEnabled` false keeps it from being asked: the server refuses anyone but a super admin. */
export function useBackupStatus(isEnabled: boolean) {
  return useQuery({
    queryKey: backupStatusKey,
    queryFn: ({ signal }) => fetchBackupStatus(signal),
    enabled: isEnabled,
  });
}
