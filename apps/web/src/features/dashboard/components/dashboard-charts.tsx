import { useMemo } from 'react';
import type { ContentAnalytics, RevenueAnalytics, UserAnalytics } from '@epaper/shared/analytics.contract';
import {
  activeUserPoints,
  markSoFar,
  pageViewPoints,
  registrationPoints,
  revenuePoints,
  type ChartPoint,
} from '../chart-series.ts';
import { rangeText, type RangeChoice } from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import type { DashboardAnalytics } from '../use-dashboard-analytics.ts';
import { ChartFigure } from './chart-figure.tsx';

type DashboardChartsProps = {
  range: RangeChoice;
  analytics: Pick<DashboardAnalytics, 'users' | 'revenue' | 'content' | 'today' | 'previous'>;
};

/** A series' points from an answer, with today marked; made once per answer and today. */
function useSeries<Answer>(
  answer: Answer | undefined,
  toPoints: (answer: Answer) => ChartPoint[],
  today?: string,
): ChartPoint[] | undefined {
  return useMemo(() => answer && markSoFar(toPoints(answer), today), [answer, toPoints, today]);
}

/**
 * Revenue, new registrations, active users and page views over the chosen range, each
 * with the previous period of the same length as a comparison line: two columns on a
 * wide screen, one on a phone. The points are made once per answer (the query keeps an
 * unchanged answer the same object), so a chart is drawn again only when its data, or
 * the theme, changes.
 */
export function DashboardCharts({ range, analytics }: DashboardChartsProps) {
  const { users, revenue, content, today, previous } = analytics;
  const revenueSeries = useSeries<RevenueAnalytics>(revenue.data, revenuePoints, today);
  const registrations = useSeries<UserAnalytics>(users.data, registrationPoints, today);
  const activeUsers = useSeries<UserAnalytics>(users.data, activeUserPoints, today);
  const pageViews = useSeries<ContentAnalytics>(content.data, pageViewPoints, today);
  const revenueBefore = useSeries<RevenueAnalytics>(previous.revenue, revenuePoints);
  const registrationsBefore = useSeries<UserAnalytics>(previous.users, registrationPoints);
  const activeUsersBefore = useSeries<UserAnalytics>(previous.users, activeUserPoints);
  const pageViewsBefore = useSeries<ContentAnalytics>(previous.content, pageViewPoints);

  return (
    <section aria-labelledby="dashboard-trends-heading" className="space-y-4">
      <div>
        <h2 id="dashboard-trends-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {DASHBOARD_TEXTS.trends}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">{rangeText(range)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Revenue"
          valueHeader="Revenue"
          kind="money"
          tone="revenue"
          points={revenueSeries}
          previous={revenueBefore}
          isPending={revenue.isPending}
          isPlaceholder={revenue.isPlaceholderData}
        />
        <ChartFigure
          title="New registrations"
          valueHeader="Readers"
          kind="count"
          tone="registrations"
          points={registrations}
          previous={registrationsBefore}
          isPending={users.isPending}
          isPlaceholder={users.isPlaceholderData}
        />
        <ChartFigure
          title="Active users"
          valueHeader="Readers"
          kind="count"
          tone="active"
          points={activeUsers}
          previous={activeUsersBefore}
          isPending={users.isPending}
          isPlaceholder={users.isPlaceholderData}
        />
        <ChartFigure
          title="Page views"
          valueHeader="Views"
          kind="count"
          tone="views"
          points={pageViews}
          previous={pageViewsBefore}
          isPending={content.isPending}
          isPlaceholder={content.isPlaceholderData}
        />
      </div>
    </section>
  );
}
