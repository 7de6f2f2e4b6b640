import { Link } from 'react-router';
import { ArrowRight, CreditCard, Users, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';

type HubCard = { to: string; title: string; summary: string; features: string[]; icon: LucideIcon };

const CARDS: HubCard[] = [
  {
    to: paths.subscriptions.plans,
    title: 'Subscription Plans',
    summary: 'The plans readers can buy.',
    features: [
      'Create plans with a price, a duration and the number of editions',
      'List what each plan includes',
      'Switch a plan off to stop selling it, or edit and delete it',
    ],
    icon: CreditCard,
  },
  {
    to: paths.subscriptions.userSubscriptions,
    title: 'User Subscriptions',
    summary: 'Every reader’s subscription.',
    features: [
      'Filter by status: active, expired or cancelled',
      'Search by reader name, email or plan',
      'See the period, the payment and auto-renewal, and cancel a subscription',
    ],
    icon: Users,
  },
];

/** Subscription Management: the way to the plans and to the readers' subscriptions. */
export function SubscriptionHubPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{title}</h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Manage the plans readers subscribe to and the subscriptions they hold.
        </p>
      </div>
      <ul className="grid gap-6 md:grid-cols-2">
        {CARDS.map(({ to, title: cardTitle, summary, features, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-xs transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-gray-800 dark:bg-gray-900 dark:hover:border-brand-500/60"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h2 className="mt-4 text-lg font-semibold text-gray-900 dark:text-white">{cardTitle}</h2>
              <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{summary}</p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-gray-700 dark:text-gray-300">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-500" />
                    {feature}
                  </li>
                ))}
              </ul>
              <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 dark:text-brand-300">
                Open {cardTitle}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
