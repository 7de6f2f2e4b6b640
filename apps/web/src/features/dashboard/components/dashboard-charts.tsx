import { useMemo } from 'react';
import type { ContentAnalytics, RevenueAnalytics, UserAnalytics } from '@epaper/shared/analytics.contract';
import { activeUserPoints, pageViewPoints, registrationPoints, revenuePoints } from '../chart-series.ts';
import { DASHBOARD_TEXTS, rangeText } from '../dashboard-texts.ts';
import { ChartFigure } from './chart-figure.tsx';
import type { Loadable } from './section-state.tsx';

type DashboardChartsProps = {
  days: number;
  users: Loadable<UserAnalytics>;
  revenue: Loadable<RevenueAnalytics>;
  content: Loadable<ContentAnalytics>;
};

/**
 * Revenue, new registrations, active users and page views over the chosen range: two
 * columns on a wide screen, one on a phone. The points are made once per answer (the
 * query keeps an unchanged answer the same object), so a chart is drawn again only when
 * its data, or the theme, changes.
 */
export function DashboardCharts({ days, users, revenue, content }: DashboardChartsProps) {
  const revenueData = revenue.data;
  const usersData = users.data;
  const contentData = content.data;
  const revenueSeries = useMemo(() => revenueData && revenuePoints(revenueData), [revenueData]);
  const registrations = useMemo(() => usersData && registrationPoints(usersData), [usersData]);
  const activeUsers = useMemo(() => usersData && activeUserPoints(usersData), [usersData]);
  const pageViews = useMemo(() => contentData && pageViewPoints(contentData), [contentData]);

  return (
    <section aria-labelledby="dashboard-trends-heading" className="space-y-4">
      <div>
        <h2 id="dashboard-trends-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {DASHBOARD_TEXTS.trends}
        </h2>
        <p className="text-sm text-gray-600 dark:text-gray-400">{rangeText(days)}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartFigure
          title="Revenue"
          valueHeader="Revenue"
          kind="money"
          tone="revenue"
          points={revenueSeries}
          isPending={revenue.isPending}
          isPlaceholder={revenue.isPlaceholderData ?? false}
        />
        <ChartFigure
          title="New registrations"
          valueHeader="Readers"
          kind="count"
          tone="registrations"
          points={registrations}
          isPending={users.isPending}
          isPlaceholder={users.isPlaceholderData ?? false}
        />
        <ChartFigure
          title="Active users"
          valueHeader="Readers"
          kind="count"
          tone="active"
          points={activeUsers}
          isPending={users.isPending}
          isPlaceholder={users.isPlaceholderData ?? false}
        />
        <ChartFigure
          title="Page views"
          valueHeader="Views"
          kind="count"
          tone="views"
          points={pageViews}
          isPending={content.isPending}
          isPlaceholder={content.isPlaceholderData ?? false}
        />
      </div>
    </section>
  );
}
