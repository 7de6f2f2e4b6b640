import { Link } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { Brand } from '../../components/logo-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';

/** Any path no route matches. */
export function NotFoundPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <div className="flex min-h-dvh flex-col bg-white dark:bg-gray-950">
      <header className="flex items-center justify-between px-6 py-5 sm:px-10">
        <Link to={paths.home} className="rounded-lg">
          <Brand />
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-16">
        <div className="max-w-md text-center">
          <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-brand-600 dark:text-brand-400">
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold tracking-widest text-gray-900 dark:text-white">ERROR</h1>
          <p className="mt-3 text-base text-gray-600 dark:text-gray-400">
            We can&apos;t seem to find the page you are looking for!
          </p>
          <Link to={paths.home} className={buttonClasses('primary', 'lg', 'mt-8')}>
            Back to Home Page
          </Link>
        </div>
      </main>
    </div>
  );
}
