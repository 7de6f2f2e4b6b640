import type { RevenueAnalytics } from '@epaper/shared/analytics.contract';
import { Card } from '../../../components/card.tsx';
import { formatPrice } from '../../../lib/format/money.ts';
import { formatDayRange } from '../dashboard-format.ts';
import { rangeText, type RangeChoice } from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { LATEST_DAYS, latestDays } from '../latest-days.ts';
import { DailyTable } from './daily-table.tsx';
import { SectionState, type Loadable } from './section-state.tsx';

type RevenueOverviewProps = {
  revenue: Loadable<RevenueAnalytics>;
  range: RangeChoice;
  /** The service's today, whose figure is so far. */
  today: string | undefined;
  className?: string;
};

/** The range's total revenue, and its latest 7 days newest first, in the service currency. */
export function RevenueOverview({ revenue, range, today, className }: RevenueOverviewProps) {
  return (
    <Card title={DASHBOARD_TEXTS.revenueOverview} description={rangeText(range)} className={className}>
      <SectionState query={revenue} skeletonLines={LATEST_DAYS + 2}>
        {(data) => (
          <div className="space-y-5">
            <dl>
              <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.totalRevenue}</dt>
              <dd className="mt-1 text-3xl font-semibold text-gray-900 tabular-nums dark:text-white">
                {formatPrice(data.total_revenue)}
              </dd>
              <dd className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">{formatDayRange(data.from, data.to)}</dd>
            </dl>
            <DailyTable
              caption={`Revenue of the latest ${LATEST_DAYS} days`}
              valueHeader="Revenue"
              today={today}
              rows={latestDays(data.revenue_over_time).map((row) => ({
                date: row.date,
                value: formatPrice(row.revenue),
              }))}
            />
          </div>
        )}
      </SectionState>
    </Card>
  );
}
