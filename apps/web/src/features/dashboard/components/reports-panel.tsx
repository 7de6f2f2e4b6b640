import type { DashboardRange } from '@epaper/shared/analytics-range';
import { Card } from '../../../components/card.tsx';
import { REPORTS } from '../api/download-report.ts';
import { DASHBOARD_TEXTS, rangeText } from '../dashboard-texts.ts';
import { ReportButton } from './report-button.tsx';

/** The three CSV reports of the chosen range. */
export function ReportsPanel({ days, className }: { days: DashboardRange; className?: string }) {
  return (
    <Card
      title={DASHBOARD_TEXTS.reports}
      description={`CSV files of the ${rangeText(days).toLowerCase()}`}
      className={className}
    >
      <ul className="space-y-3">
        {REPORTS.map(({ kind, label }) => (
          <li key={kind}>
            <ReportButton kind={kind} label={label} days={days} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
