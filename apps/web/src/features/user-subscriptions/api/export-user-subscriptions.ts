import { useMutation } from '@tanstack/react-query';
import type { SubscriptionListQuery } from '@epaper/shared/user-subscriptions.contract';
import { userSubscriptionRoutes } from '@epaper/shared/user-subscriptions.routes';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';

export type SubscriptionExportFilters = Pick<SubscriptionListQuery, 'search' | 'status'>;

/**
 * Downloads every subscription matching the list's search and status as CSV (paging
 * ignored); the server names the file. The outcome is a toast.
 */
export function useExportUserSubscriptions() {
  return useMutation({
    mutationFn: (filters: SubscriptionExportFilters) =>
      downloadFile(userSubscriptionRoutes.list.path, {
        accept: 'text/csv',
        query: { ...filters, format: 'csv' },
        fallbackName: 'user-subscriptions.csv',
      }),
    onSuccess: (fileName) => notifySuccess(`Subscriptions exported to ${fileName}`),
    onError: (error) => notifyError(failureText('export subscriptions', getErrorMessage(error))),
  });
}
