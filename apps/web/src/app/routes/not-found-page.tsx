import { Link } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';

/** Any path no route matches. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-white px-6 dark:bg-gray-950">
      <div className="max-w-md text-center">
        <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-brand-600 dark:text-brand-400">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-widest text-gray-900 dark:text-white">ERROR</h1>
        <p className="mt-3 text-base text-gray-600 dark:text-gray-400">
          We can&apos;t seem to find the page you are looking for!
        </p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
          Back to Home Page
        </Link>
      </div>
    </main>
  );
}
