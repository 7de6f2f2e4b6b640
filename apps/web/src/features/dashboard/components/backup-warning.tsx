import { Alert } from '../../../components/alert.tsx';
import { useAccount } from '../../../lib/api/account-query.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { useBackupStatus } from '../api/get-backup-status.ts';
import { backupFailedAtText, DASHBOARD_TEXTS, lastGoodBackupText } from '../dashboard-texts.ts';

/**
 * Tells a super admin that the last daily backup failed: when, what the server said, and
 * what to do. Nothing while backups are off, all is well, or the status cannot be read:
 * the warning is an extra, and the Dashboard's figures do not wait for it.
 */
export function BackupWarning() {
  const account = useAccount();
  // Only a super admin may ask; anyone else would get a 403 for nothing.
  const status = useBackupStatus(account.data?.role === 'super_admin');
  const failure = status.data?.enabled ? status.data.last_failure : null;
  if (!failure) return null;
  const lastSuccess = status.data?.last_success;

  // An error, not a notice: until a backup works again, nothing recent can be restored.
  return (
    <Alert tone="error" title={DASHBOARD_TEXTS.backupFailed}>
      <p>
        {backupFailedAtText(formatDateTime(failure.at))} {DASHBOARD_TEXTS.backupServerSaid}
      </p>
      {/* On a line of its own and as written: pg_dump's errors span lines, and a path is one long word. */}
      <p className="my-1.5 border-l-2 border-current/30 pl-2 font-mono text-xs break-words whitespace-pre-line">
        {failure.message}
      </p>
      <p className="mt-1">{lastGoodBackupText(lastSuccess ? formatDateTime(lastSuccess.at) : null)}</p>
      <p className="mt-1">{DASHBOARD_TEXTS.backupAdvice}</p>
    </Alert>
  );
}
