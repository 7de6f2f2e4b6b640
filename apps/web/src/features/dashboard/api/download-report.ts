import { useMutation } from '@tanstack/react-query';
import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';
import { analyticsRoutes } from '@epaper/shared/analytics.routes';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { rangeKey } from './dashboard-keys.ts';

export type ReportKind = 'subscriptions' | 'usage' | 'revenue';

/** The reports in the order the panel offers them, with their buttons' names. */
export const REPORTS: readonly { kind: ReportKind; label: string }[] = [
  { kind: 'subscriptions', label: 'Subscriptions report' },
  { kind: 'usage', label: 'Usage report' },
  { kind: 'revenue', label: 'Revenue report' },
];

const REPORT_ROUTES = {
  subscriptions: analyticsRoutes.subscriptionsReport,
  usage: analyticsRoutes.usageReport,
  revenue: analyticsRoutes.revenueReport,
} as const;

/**
 * GET /dashboard/analytics/reports/{kind}/?days=…&format=csv (or from=…&to=…), saved as a
 * file: signed in with the bearer header like every call (never a token in the URL),
 * named by the server.
 */
export async function downloadReport(kind: ReportKind, range: AnalyticsRangeQuery): Promise<string> {
  const name = range.days !== undefined ? `last-${range.days}-days` : rangeKey(range).replace('..', '-to-');
  return downloadFile(REPORT_ROUTES[kind].path, {
    accept: 'text/csv',
    query: { ...range, format: 'csv' },
    fallbackName: `${kind}-report-${name}.csv`,
  });
}

/** Downloads one report as CSV; the outcome is a toast. One per button, so each shows its own progress. */
export function useDownloadReport(kind: ReportKind, label: string) {
  return useMutation({
    mutationFn: (range: AnalyticsRangeQuery) => downloadReport(kind, range),
    onSuccess: (fileName) => notifySuccess(`${label} saved as ${fileName}`),
    onError: (error) => notifyError(failureText(`download the ${label.toLowerCase()}`, getErrorMessage(error))),
  });
}
