import type { UserAnalytics } from '@epaper/shared/analytics.contract';
import { Card } from '../../../components/card.tsx';
import { formatCount } from '../../../lib/format/count.ts';
import { LATEST_DAYS, latestDays } from '../latest-days.ts';
import { DailyTable } from './daily-table.tsx';
import { SectionState, type Loadable } from './section-state.tsx';

type DailyCountsCardProps = {
  title: string;
  /** The figure's column, e.g. "Readers". */
  valueHeader: string;
  users: Loadable<UserAnalytics>;
  /** The service's today, whose figure is so far. */
  today: string | undefined;
  /** The answer's series this card lists, as day and count. */
  select: (users: UserAnalytics) => readonly { date: string; count: number }[];
};

/**
 * New Registrations or Active Users: the latest 7 days of the range's answer, newest
 * first. A preset range ends today, so these are the same days whichever preset is chosen.
 */
export function DailyCountsCard({ title, valueHeader, users, today, select }: DailyCountsCardProps) {
  return (
    <Card title={title} description={`Latest ${LATEST_DAYS} days`}>
      <SectionState query={users} skeletonLines={LATEST_DAYS}>
        {(data) => (
          <DailyTable
            caption={`${title} of the latest ${LATEST_DAYS} days`}
            valueHeader={valueHeader}
            today={today}
            rows={latestDays(select(data)).map((row) => ({ date: row.date, value: formatCount(row.count) }))}
          />
        )}
      </SectionState>
    </Card>
  );
}
