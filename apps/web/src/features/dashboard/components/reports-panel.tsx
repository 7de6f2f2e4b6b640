import { Card } from '../../../components/card.tsx';
import { REPORTS } from '../api/download-report.ts';
import { rangePhrase, rangeQuery, type RangeChoice } from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { ReportButton } from './report-button.tsx';

/** The three CSV reports of the chosen range. */
export function ReportsPanel({ range, className }: { range: RangeChoice; className?: string }) {
  return (
    <Card
      title={DASHBOARD_TEXTS.reports}
      description={`CSV files of ${range.kind === 'last' ? 'the ' : ''}${rangePhrase(range)}`}
      className={className}
    >
      <ul className="space-y-3">
        {REPORTS.map(({ kind, label }) => (
          <li key={kind}>
            <ReportButton kind={kind} label={label} range={rangeQuery(range)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
