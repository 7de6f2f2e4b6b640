import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { PageLoader } from '../components/spinner.tsx';
import { AppRoutes } from './router.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/** Each route change scrolls smoothly to the top (instantly if motion is reduced). */
function useScrollToTopOnRouteChange(pathname: string) {
  useEffect(() => {
    const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion ? 'auto' : 'smooth' });
  }, [pathname]);
}

/** Wraps every route: scroll reset, the first-load spinner and the error fallback. */
export function RootShell() {
  const { pathname } = useLocation();
  useScrollToTopOnRouteChange(pathname);
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <RouteErrorPage error={error} />}>
      <Suspense fallback={<PageLoader fullScreen />}>
        <AppRoutes />
      </Suspense>
    </ErrorBoundary>
  );
}
