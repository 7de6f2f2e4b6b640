import { Link } from 'react-router';
import { Construction } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import type { Screen } from '../screens.ts';

/**
 * A screen of the route table that is not built yet: it is guarded and sits in the layout
 * like the real one will, so links, the menu and bookmarks already work.
 */
export function ComingSoonPage({ screen }: { screen: Screen }) {
  useDocumentTitle(screen.title);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">{screen.title}</h1>
      <section
        aria-labelledby="coming-soon-heading"
        className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-14 text-center dark:border-gray-700 dark:bg-gray-900"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <h2 id="coming-soon-heading" className="mt-4 text-lg font-semibold text-gray-900 dark:text-white">
          Coming soon
        </h2>
        <p className="mt-2 max-w-md text-sm text-gray-600 dark:text-gray-400">
          {screen.purpose} This screen is being built and will appear here in an upcoming release.
        </p>
        <Link to={paths.profile} className={buttonClasses('secondary', 'md', 'mt-6')}>
          Go to your profile
        </Link>
      </section>
    </div>
  );
}
