import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/spinner.tsx';
import { useAuth } from './auth-context.ts';
import { AccessDenied } from './components/access-denied.tsx';

/** Where the sign-in page returns to, carried in the router's location state. */
export type SignInRedirectState = { from?: string };

/** SPEC §2 access guard for every page inside the layout. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { isLoading, isAuthenticated, user } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <main>
        <PageLoader fullScreen />
      </main>
    );
  }
  if (!isAuthenticated) {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to="/signin" replace state={state} />;
  }
  if (!user) return <AccessDenied />;
  return children;
}
