import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { accountQuery } from '../lib/api/account-query.ts';
import { paths } from '../lib/paths.ts';
import { preloadableLazy } from './preloadable-lazy.tsx';
import { queryClient } from './query-client.ts';
import { SCREENS } from './screens.ts';

// Every screen is its own chunk, loaded when its route is first visited. The declarative
// router (not createBrowserRouter's data router) halves react-router's share of the
// sign-in page's JavaScript budget.
const SignInPage = lazy(() => import('../features/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage })));
const LogoutPage = lazy(() => import('../features/auth/logout-page.tsx').then((m) => ({ default: m.LogoutPage })));
// The layout and the screens a signed-in first load fetches ahead (preloadSignedInScreen).
const layout = preloadableLazy(() => import('./layout/app-layout.tsx').then((m) => m.AppLayout));
const profilePage = preloadableLazy(() => import('../features/profile/profile-page.tsx').then((m) => m.ProfilePage));
const loadDashboardPage = () => import('../features/dashboard/dashboard-page.tsx');
const dashboardPage = preloadableLazy(() => loadDashboardPage().then((m) => m.DashboardPage));
const AppLayout = layout.Component;
const ProfilePage = profilePage.Component;
const DashboardPage = dashboardPage.Component;
const AdminsPage = lazy(() => import('../features/admins/admins-page.tsx').then((m) => ({ default: m.AdminsPage })));
const UsersPage = lazy(() => import('../features/users/users-page.tsx').then((m) => ({ default: m.UsersPage })));
const UserDetailsPage = lazy(() =>
  import('../features/users/user-details-page.tsx').then((m) => ({ default: m.UserDetailsPage })),
);
const EpapersPage = lazy(() =>
  import('../features/epapers/epapers-page.tsx').then((m) => ({ default: m.EpapersPage })),
);
const AddEpaperPage = lazy(() =>
  import('../features/epapers/add-epaper-page.tsx').then((m) => ({ default: m.AddEpaperPage })),
);
const ViewEpaperPage = lazy(() =>
  import('../features/epapers/view-epaper-page.tsx').then((m) => ({ default: m.ViewEpaperPage })),
);
const EditEpaperPage = lazy(() =>
  import('../features/epapers/edit-epaper-page.tsx').then((m) => ({ default: m.EditEpaperPage })),
);
const SubscriptionHubPage = lazy(() =>
  import('../features/subscriptions/subscription-hub-page.tsx').then((m) => ({ default: m.SubscriptionHubPage })),
);
const UserSubscriptionsPage = lazy(() =>
  import('../features/user-subscriptions/user-subscriptions-page.tsx').then((m) => ({
    default: m.UserSubscriptionsPage,
  })),
);
const PlansPage = lazy(() => import('../features/plans/plans-page.tsx').then((m) => ({ default: m.PlansPage })));
const NotFoundPage = lazy(() => import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

/** The Dashboard's chunk, and its figures asked for as soon as it arrives. */
const loadDashboardWithData = (search: string) =>
  Promise.all([
    dashboardPage.preload(),
    loadDashboardPage().then((module) => module.prefetchDashboard(queryClient, search)),
  ]);

/** Chunks a signed-in first load of a path will need, by path (the other screens load on first render). */
const SCREEN_LOADERS: Record<string, (search: string) => Promise<unknown>> = {
  [paths.profile]: profilePage.preload,
  [paths.home]: loadDashboardWithData,
  [paths.dashboard]: loadDashboardWithData,
};

/**
 * With a stored session, the first screen is inside the layout: start fetching its chunks
 * now, in parallel with the profile check, instead of one after another once it succeeds.
 */
export function preloadSignedInScreen(pathname: string, search: string): void {
  // The session check too: the guard's own check (AuthProvider) finds it in flight or
  // answered, instead of starting it only once React has rendered the app's first frame.
  void queryClient.prefetchQuery(accountQuery());
  // A chunk that fails here is fetched again, and its error shown, when its route renders.
  layout.preload().catch(() => undefined);
  SCREEN_LOADERS[pathname]?.(search).catch(() => undefined);
}

/** Every route of the app, on one screen. */
const routes: RouteObject[] = [
  { path: paths.signIn, element: <SignInPage /> },
  { path: paths.logout, element: <LogoutPage /> },
  {
    // Signed-in admins only. The guard is in the first bundle, so a signed-out visitor is
    // sent to /signin without first downloading the layout.
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <DashboardPage title={SCREENS.dashboard.title} /> },
      { path: SCREENS.dashboard.path, element: <DashboardPage title={SCREENS.dashboard.title} /> },
      { path: SCREENS.epapers.path, element: <EpapersPage title={SCREENS.epapers.title} /> },
      { path: SCREENS.addEpaper.path, element: <AddEpaperPage title={SCREENS.addEpaper.title} /> },
      { path: SCREENS.viewEpaper.path, element: <ViewEpaperPage title={SCREENS.viewEpaper.title} /> },
      { path: SCREENS.editEpaper.path, element: <EditEpaperPage title={SCREENS.editEpaper.title} /> },
      { path: SCREENS.users.path, element: <UsersPage title={SCREENS.users.title} /> },
      { path: SCREENS.userDetails.path, element: <UserDetailsPage title={SCREENS.userDetails.title} /> },
      // An older link to the user list; kept working.
      { path: paths.users.legacyList, element: <Navigate to={paths.users.list} replace /> },
      { path: SCREENS.admins.path, element: <AdminsPage /> },
      { path: SCREENS.subscriptions.path, element: <SubscriptionHubPage title={SCREENS.subscriptions.title} /> },
      { path: SCREENS.plans.path, element: <PlansPage title={SCREENS.plans.title} /> },
      {
        path: SCREENS.userSubscriptions.path,
        element: <UserSubscriptionsPage title={SCREENS.userSubscriptions.title} />,
      },
      { path: SCREENS.profile.path, element: <ProfilePage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(routes);
}
