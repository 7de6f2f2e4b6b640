import { useState } from 'react';
import type { UsersListQuery } from '@epaper/shared/users.contract';
import { usersRoutes } from '@epaper/shared/users.routes';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';

export type UsersExportFilters = Pick<UsersListQuery, 'search' | 'is_active'>;

/**
 * Downloads every reader matching the list's search and status as CSV (paging ignored);
 * the server streams it and names the file with the day's date.
 */
export function useExportUsers() {
  const [isExporting, setExporting] = useState(false);
  async function exportUsers(filters: UsersExportFilters): Promise<void> {
    setExporting(true);
    try {
      const fileName = await downloadFile(usersRoutes.list.path, {
        accept: 'text/csv',
        query: { ...filters, format: 'csv' },
        fallbackName: 'users.csv',
      });
      notifySuccess(`Users exported to ${fileName}`);
    } catch (error) {
      notifyError(failureText('export users', getErrorMessage(error)));
    } finally {
      setExporting(false);
    }
  }
  return { exportUsers, isExporting };
}
