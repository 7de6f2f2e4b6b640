import { Link } from 'react-router';
import { CloudOff, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Brand } from '../../../components/logo-mark.tsx';
import { useDocumentTitle } from '../../../lib/hooks/use-document-title.ts';
import { paths } from '../../../lib/paths.ts';

type SessionCheckFailedProps = { message: string | null; isRetrying: boolean; onRetry: () => void };

/**
 * The stored session could not be checked (no connection, or the server
 * failed). The session is kept; the admin retries when the connection is back.
 */
export function SessionCheckFailed({ message, isRetrying, onRetry }: SessionCheckFailedProps) {
  useDocumentTitle('Connection Problem');
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-10 px-6 py-10">
      <Brand />
      <div role="alert" className="max-w-md text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200">
          <CloudOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-semibold text-gray-900 dark:text-white">We could not load your account</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">{message}</p>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">You are still signed in. Try again in a moment.</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} isLoading={isRetrying}>
          {!isRetrying && <RefreshCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
        <Link to={paths.logout} className={buttonClasses('secondary')}>
          Sign out
        </Link>
      </div>
    </main>
  );
}
