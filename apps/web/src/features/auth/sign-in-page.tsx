import { Link, Navigate, useLocation } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Brand } from '../../components/logo-mark.tsx';
import { PageLoader } from '../../components/spinner.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { getAccessToken } from '../../lib/api/token-storage.ts';
import { useDocumentTitle } from '../../lib/hooks/use-document-title.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from './auth-context.ts';
import { AuthBrandPanel } from './components/auth-brand-panel.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import type { SignInRedirectState } from './require-auth.tsx';

/** Only same-site paths are followed after sign-in, never another origin. */
function returnPath(state: unknown): string {
  const from = (state as SignInRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : paths.home;
}

/** /signin. A signed-in admin (already, or just now through the form) goes on to the page asked for, else /. */
export function SignInPage({ title }: { title: string }) {
  const location = useLocation();
  const { isAuthenticated, isStarting } = useAuth();
  useDocumentTitle(title);

  if (isAuthenticated) return <Navigate to={returnPath(location.state)} replace />;
  // A stored session is being checked: the form would flash before the redirect.
  if (isStarting && getAccessToken()) {
    return (
      <main>
        <PageLoader fullScreen />
      </main>
    );
  }

  // index.html paints this layout's skeleton before the scripts run: keep the two alike.
  return (
    <div className="flex min-h-dvh bg-white dark:bg-gray-950">
      <main className="flex flex-1 flex-col px-6 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to dashboard
          </Link>
          <ThemeToggle />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-8">
          <div className="mb-8 lg:hidden">
            <Brand />
          </div>
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-white">{title}</h1>
          <p className="mt-2 mb-8 text-sm text-gray-600 dark:text-gray-400">
            Enter your mobile number and password to sign in.
          </p>
          <SignInForm />
          <p className="mt-3 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-600 dark:bg-gray-900 dark:text-gray-400">
            Admin accounts are created by Super Admins only. If you need access, please contact your administrator.
          </p>
        </div>
      </main>
      <AuthBrandPanel />
    </div>
  );
}
