import { Download } from 'lucide-react';
import type { AnalyticsRangeQuery } from '@epaper/shared/analytics-range';
import { Button } from '../../../components/button.tsx';
import { useDownloadReport, type ReportKind } from '../api/download-report.ts';

type ReportButtonProps = { kind: ReportKind; label: string; range: AnalyticsRangeQuery };

/** Downloads one report of the chosen range as CSV, with its own progress. */
export function ReportButton({ kind, label, range }: ReportButtonProps) {
  const download = useDownloadReport(kind, label);
  return (
    <Button
      variant="secondary"
      isLoading={download.isPending}
      onClick={() => download.mutate(range)}
      className="w-full justify-start"
    >
      {!download.isPending && <Download aria-hidden="true" className="size-4" />}
      {label}
    </Button>
  );
}
