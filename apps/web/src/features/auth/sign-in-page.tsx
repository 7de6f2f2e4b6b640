import { Link, useLocation, useNavigate } from 'react-router';
import { ArrowLeftIcon, LogoMark } from '../../components/icons.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { AuthBrandPanel } from './components/auth-brand-panel.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import type { SignInRedirectState } from './require-auth.tsx';

/** Only same-site paths are followed after sign-in, never another origin. */
function returnPath(state: unknown): string {
  const from = (state as SignInRedirectState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}

/** /signin */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <div className="flex min-h-dvh bg-white dark:bg-gray-950">
      <main className="flex flex-1 flex-col px-6 py-6 sm:px-10">
        <div className="flex items-center justify-between">
          <Link
            to="/"
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-gray-600 hover:text-gray-900 dark:text-gray-400 dark:hover:text-white"
          >
            <ArrowLeftIcon className="size-4" />
            Back to dashboard
          </Link>
          <ThemeToggle />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <div className="mb-8 flex items-center gap-3 lg:hidden">
            <LogoMark />
            <span className="text-lg font-semibold text-gray-900 dark:text-white">E-Paper Admin</span>
          </div>
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-white">Sign In</h1>
          <p className="mt-2 mb-8 text-sm text-gray-600 dark:text-gray-400">
            Enter your mobile number and password to sign in.
          </p>
          <SignInForm onSignedIn={() => navigate(returnPath(location.state), { replace: true })} />
          <p className="mt-8 rounded-xl bg-gray-50 px-4 py-3 text-sm text-gray-600 dark:bg-gray-900 dark:text-gray-400">
            Admin accounts are created by Super Admins only. If you need access, please contact your administrator.
          </p>
        </div>
      </main>
      <AuthBrandPanel />
    </div>
  );
}
