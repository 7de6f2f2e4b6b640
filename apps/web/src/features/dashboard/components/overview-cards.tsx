import { CreditCard, Eye, Newspaper, Users, type LucideIcon } from 'lucide-react';
import type { Overview } from '@epaper/shared/analytics.contract';
import { formatCount } from '../../../lib/format/count.ts';
import { DASHBOARD_TEXTS } from '../dashboard-texts.ts';
import { SkeletonLines, type Loadable } from './section-state.tsx';

type OverviewCard = {
  field: 'total_users' | 'total_epapers' | 'total_subscriptions' | 'today_page_views';
  label: string;
  /** What the figure counts, in a few words under it. */
  hint: string;
  icon: LucideIcon;
  /** The icon's well; each card its own colour, readable in both themes. */
  tone: string;
};

const CARDS: readonly OverviewCard[] = [
  {
    field: 'total_users',
    label: DASHBOARD_TEXTS.totalUsers,
    hint: 'Readers, active or not',
    icon: Users,
    tone: 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300',
  },
  {
    field: 'total_epapers',
    label: DASHBOARD_TEXTS.totalEpapers,
    hint: 'Editions uploaded',
    icon: Newspaper,
    tone: 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
  },
  {
    field: 'total_subscriptions',
    label: DASHBOARD_TEXTS.subscriptions,
    hint: 'Active today',
    icon: CreditCard,
    tone: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    field: 'today_page_views',
    label: DASHBOARD_TEXTS.todaysViews,
    hint: 'Pages opened since midnight',
    icon: Eye,
    tone: 'bg-violet-50 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  },
];

/**
 * The four totals of today. They do not follow the range: the overview call takes none.
 * A list of terms and values, so a screen reader reads each figure with its name.
 */
export function OverviewCards({ overview }: { overview: Loadable<Overview> }) {
  const data = overview.data;
  return (
    <section aria-label="Overview">
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map(({ field, label, hint, icon: Icon, tone }) => (
          // A card's children are only its term and its definitions (axe: a <dl>'s groups
          // hold nothing else), so the icon sits inside the term, placed beside the text.
          <div
            key={field}
            className="relative flex min-h-22 min-w-0 flex-col justify-center rounded-2xl border border-gray-200 bg-white py-5 pr-5 pl-22 shadow-xs xl:pr-4 xl:pl-20 dark:border-gray-800 dark:bg-gray-900"
          >
            <dt className="text-sm font-medium text-gray-600 dark:text-gray-400">
              <span
                className={`absolute top-1/2 left-5 flex size-12 -translate-y-1/2 items-center justify-center rounded-xl ${tone}`}
              >
                <Icon aria-hidden="true" className="size-6" />
              </span>
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums [overflow-wrap:anywhere] xl:text-xl 2xl:text-2xl dark:text-white">
              {data ? (
                formatCount(data[field])
              ) : overview.isPending ? (
                <SkeletonLines count={1} className="w-24 pt-2 pb-1" />
              ) : (
                '—'
              )}
            </dd>
            <dd className="mt-0.5 text-xs text-gray-600 dark:text-gray-400">{hint}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
