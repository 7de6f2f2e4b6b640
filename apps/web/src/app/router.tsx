import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';

// Every screen is its own chunk, loaded when its route is first visited. The declarative
// router (not createBrowserRouter's data router) halves react-router's share of the
// sign-in page's JavaScript budget.
const SignInPage = lazy(() => import('../features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const LogoutPage = lazy(() => import('../features/auth/logout-page.tsx').then((m) => ({ default: m.LogoutPage })));
const loadLayout = () => import('./layout/app-layout.tsx');
const loadProfilePage = () => import('../features/profile/profile-page.tsx');
const AppLayout = lazy(() => loadLayout().then((m) => ({ default: m.AppLayout })));
const ProfilePage = lazy(() => loadProfilePage().then((m) => ({ default: m.ProfilePage })));

/** Chunks a signed-in first load of a path will need, by path. */
const SCREEN_LOADERS: Record<string, () => Promise<unknown>> = { '/profile': loadProfilePage };

/**
 * With a stored session, the first screen is inside the layout: start fetching its chunks
 * now, in parallel with the profile check, instead of one after another once it succeeds.
 */
export function preloadSignedInScreen(pathname: string): void {
  void loadLayout();
  void SCREEN_LOADERS[pathname]?.();
}
const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** Every route of the app, on one screen. */
const routes: RouteObject[] = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/logout', element: <LogoutPage /> },
  {
    // Signed-in admins only. The guard is in the first bundle, so a signed-out visitor is
    // sent to /signin without first downloading the layout.
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      // Replaced by the dashboard issue: / and /dashboard will show the Dashboard.
      { index: true, element: <Navigate to="/profile" replace /> },
      { path: '/dashboard', element: <Navigate to="/profile" replace /> },
      { path: '/profile', element: <ProfilePage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
