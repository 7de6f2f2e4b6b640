import { Link } from 'react-router';
import type { ContentAnalytics } from '@epaper/shared/analytics.contract';
import { Card } from '../../../components/card.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatCount } from '../../../lib/format/count.ts';
import { rangePhrase, rangeText, type RangeChoice } from '../dashboard-range.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { SectionState, type Loadable } from './section-state.tsx';

/** How many editions the card lists; the API sends up to 50, most read first. */
export const POPULAR_ROWS = 10;

/** The most read editions of the range, each a link to its page, with their page views. */
export function PopularEpapers({ content, range }: { content: Loadable<ContentAnalytics>; range: RangeChoice }) {
  return (
    <Card title={DASHBOARD_TEXTS.popularEpapers} description={rangeText(range)}>
      <SectionState query={content} skeletonLines={5}>
        {(data) => {
          const rows = data.content_views.slice(0, POPULAR_ROWS);
          if (rows.length === 0) {
            return <p className="py-4 text-sm text-gray-600 dark:text-gray-400">{DASHBOARD_TEXTS.noViews}</p>;
          }
          return (
            <div className="space-y-3">
              <p className="text-sm text-gray-600 dark:text-gray-400">
                {formatCount(data.total_views)} page views in all
              </p>
              <table className="w-full text-sm">
                <caption className="sr-only">Most read e-papers, {rangePhrase(range)}</caption>
                <thead>
                  <tr className="border-b border-gray-200 text-xs tracking-wide text-gray-600 uppercase dark:border-gray-800 dark:text-gray-400">
                    <th scope="col" className="w-10 pb-2 text-left font-semibold">
                      #
                    </th>
                    <th scope="col" className="pb-2 text-left font-semibold">
                      E-Paper
                    </th>
                    <th scope="col" className="pb-2 text-right font-semibold">
                      Views
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-gray-100 dark:divide-gray-800">
                  {rows.map((row, index) => (
                    <tr key={row.epaper_id}>
                      <td className="py-2.5 text-gray-600 tabular-nums dark:text-gray-400">{index + 1}</td>
                      <td className="py-2.5 pr-3">
                        <Link
                          to={paths.epapers.view(row.epaper_id)}
                          className="font-medium break-words text-brand-700 hover:underline dark:text-brand-300"
                        >
                          {row.epaper__title}
                        </Link>
                      </td>
                      <td className="py-2.5 text-right font-medium text-gray-900 tabular-nums dark:text-gray-100">
                        {formatCount(row.total_views)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        }}
      </SectionState>
    </Card>
  );
}
