import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Button, buttonClasses } from '../../components/button.tsx';

/**
 * Shown when a screen fails to render or its code cannot be loaded (for example after a
 * new release replaced the chunk files): reloading fetches the current version.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-white px-6 dark:bg-gray-950">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-gray-900 dark:text-white">Something went wrong</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">The page could not be shown. Reloading usually helps.</p>
        {detail && <p className="mt-2 font-mono text-xs break-words text-gray-600 dark:text-gray-400">{detail}</p>}
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload page</Button>
          <Link to={paths.home} className={buttonClasses('secondary')}>
            Back to Home Page
          </Link>
        </div>
      </div>
    </main>
  );
}
