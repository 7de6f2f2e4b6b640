import { z } from 'zod';

/** GET /dashboard/backups/status/: whether daily backups run, and how the last ones went. */
export const backupStatusSchema = z.object({
  /** False when BACKUP_DIR is unset: no daily backups are taken. */
  enabled: z.boolean(),
  /** How many daily backups are kept (BACKUP_KEEP). */
  keep: z.number().int(),
  /** The newest backup that succeeded. */
  last_success: z.object({ at: z.string(), file: z.string(), size_bytes: z.number().int() }).nullable(),
  /** The newest failed run, when it came after the last success: what went wrong. */
  last_failure: z.object({ at: z.string(), message: z.string() }).nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
