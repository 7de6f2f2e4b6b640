import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { ShieldX } from 'lucide-react';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';

/** Shown to a session whose account could not be loaded. */
export function AccessDenied() {
  useDocumentTitle('Access Denied');
  return (
    <main className="flex min-h-dvh items-center justify-center px-6">
      <div className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
          <ShieldX aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-gray-900 dark:text-white">Access Denied</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">You don&apos;t have permission to access this page.</p>
        <Link to={paths.logout} className={buttonClasses('secondary', 'md', 'mt-6')}>
          Sign in with another account
        </Link>
      </div>
    </main>
  );
}
