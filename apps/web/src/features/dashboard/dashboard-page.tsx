import { useDeferredValue, useEffect } from 'react';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { serviceToday } from '../../lib/format/service-time.ts';
import { AnalyticsError } from './components/analytics-error.tsx';
import { BackupWarning } from './components/backup-warning.tsx';
import { loadLineChart } from './components/chart-figure.tsx';
import { DailyCountsCard } from './components/daily-counts-card.tsx';
import { DashboardCharts } from './components/dashboard-charts.tsx';
import { DashboardToolbar } from './components/dashboard-toolbar.tsx';
import { HeldEditionsWarning } from './components/held-editions-warning.tsx';
import { OverviewCards } from './components/overview-cards.tsx';
import { PopularEpapers } from './components/popular-epapers.tsx';
import { ReportsPanel } from './components/reports-panel.tsx';
import { RevenueOverview } from './components/revenue-overview.tsx';
import { useDashboardRange } from './dashboard-range.ts';
import { DASHBOARD_TEXTS } from './dashboard-texts.ts';
import { useDashboardAnalytics } from './use-dashboard-analytics.ts';

// Fetched with this chunk by the router on a signed-in first load of the Dashboard.
export { prefetchDashboard } from './prefetch-dashboard.ts';

/**
 * / and /dashboard: today's totals, then the chosen range (7, 30 or 90 days or a custom
 * range, kept in the URL) as charts beside the previous period, the revenue, the daily
 * lists, the most read editions and the reports.
 * Its four calls run side by side and each section shows as soon as its answer is in.
 * Under the heading, a warning names each scheduled edition held past its time, and a
 * super admin also sees one when the last daily backup failed.
 */
export function DashboardPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const [range, setRange] = useDashboardRange();
  const analytics = useDashboardAnalytics(range);
  const shown = analytics.users.data ?? analytics.revenue.data ?? analytics.content.data;
  // The charts' chunk is fetched alongside the data, not once the data is in; but after
  // the heading's first paint (a frame, then a task), which it would otherwise hold back.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => void loadLineChart())));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  // The heading paints first; the sections follow in a deferred render that React can
  // pause for input, so a slow phone shows the page before it has built every table.
  const showSections = useDeferredValue(true, false);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end md:justify-between">
        {/* No width of its own to claim: the toolbar stays beside it, and only the custom range wraps. */}
        <div className="md:min-w-0 md:grow md:basis-0">
          <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.description}</p>
        </div>
        <DashboardToolbar
          range={range}
          shownDays={shown && { from: shown.from, to: shown.to }}
          today={analytics.today ?? serviceToday()}
          onRangeChange={setRange}
          onRefresh={() => void analytics.refreshAll()}
          isFetching={analytics.isFetching}
        />
      </div>

      {/* Their own small queries, outside the deferred sections: they neither wait for nor hold back the figures. */}
      <BackupWarning />
      <HeldEditionsWarning />

      {showSections && analytics.errorMessage && (
        <AnalyticsError message={analytics.errorMessage} onRetry={() => void analytics.retryFailed()} />
      )}

      {showSections && (
        <>
          <OverviewCards overview={analytics.overview} />
          <DashboardCharts range={range} analytics={analytics} />

          <div className="grid gap-6 lg:grid-cols-3">
            <RevenueOverview
              revenue={analytics.revenue}
              range={range}
              today={analytics.today}
              className="lg:col-span-2"
            />
            <ReportsPanel range={range} />
          </div>

          <div className="grid gap-6 md:grid-cols-2">
            <DailyCountsCard
              title={DASHBOARD_TEXTS.newRegistrations}
              valueHeader="Readers"
              users={analytics.users}
              today={analytics.today}
              select={(users) =>
                users.new_registrations.map((row) => ({ date: row.date, count: row.new_registrations }))
              }
            />
            <DailyCountsCard
              title={DASHBOARD_TEXTS.activeUsers}
              valueHeader="Readers"
              users={analytics.users}
              today={analytics.today}
              select={(users) => users.active_users.map((row) => ({ date: row.date, count: row.active_users }))}
            />
          </div>

          <PopularEpapers content={analytics.content} range={range} />
        </>
      )}
    </div>
  );
}
