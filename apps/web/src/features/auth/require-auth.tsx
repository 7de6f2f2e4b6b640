import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/spinner.tsx';
import { paths } from '../../lib/paths.ts';
import { useAuth } from './auth-context.ts';
import { AccessDenied } from './components/access-denied.tsx';
import { SessionCheckFailed } from './components/session-check-failed.tsx';

/** Where the sign-in page returns to, carried in the router's location state. */
export type SignInRedirectState = { from?: string };

/** Access guard for every page inside the layout. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, isCheckFailed, error, user, retrySessionCheck } = useAuth();
  const location = useLocation();

  if (isCheckFailed) {
    return <SessionCheckFailed message={error} isRetrying={isLoading} onRetry={retrySessionCheck} />;
  }
  if (isLoading) {
    return (
      <main>
        <PageLoader fullScreen />
      </main>
    );
  }
  if (!isAuthenticated) {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  if (!user) return <AccessDenied />;
  return children;
}
