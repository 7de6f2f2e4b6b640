import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RequireAuth } from '../features/auth/require-auth.tsx';
import { accountQuery } from '../lib/api/account-query.ts';
import { paths } from '../lib/paths.ts';
import { preloadableLazy } from './preloadable-lazy.tsx';
import { queryClient } from './query-client.ts';
import type { Screen, ScreenAccess } from './screen.ts';
import { SCREENS } from './screens.ts';

// Every screen is its own chunk, loaded when its route is first visited. The declarative
// router (not createBrowserRouter's data router) halves react-router's share of the
// sign-in page's JavaScript budget.
// From 768px the layout's chunk comes with its menus' and tooltips' (preloadLayoutParts).
const layout = preloadableLazy(() =>
  import('./layout/app-layout.tsx').then((m) => m.preloadLayoutParts().then(() => m.AppLayout)),
);
const AppLayout = layout.Component;

const pathsOf = (screen: Screen) => [screen.path, ...(screen.aliases ?? [])];

/**
 * With a stored session, the first screen is inside the layout: start fetching its chunks
 * now, in parallel with the profile check, instead of one after another once it succeeds.
 * Settles when all of them have (a failure included: its route fetches again and shows it).
 */
export function preloadSignedInScreen(pathname: string, search: string): Promise<void> {
  // The session check too: the guard's own check (AuthProvider) finds it in flight or
  // answered, instead of starting it only once React has rendered the app's first frame.
  const loads: Promise<unknown>[] = [queryClient.prefetchQuery(accountQuery()), layout.preload()];
  const screen = SCREENS.find((candidate) => candidate.isPreloaded && pathsOf(candidate).includes(pathname));
  if (screen) loads.push(screen.page.preload(), Promise.resolve(screen.prefetch?.(queryClient, search)));
  return Promise.allSettled(loads).then(() => undefined);
}

/** The sign-in page's chunk, fetched ahead for a visitor without a stored session. */
export function preloadSignInScreen(): Promise<unknown> {
  const signIn = SCREENS.find((screen) => screen.path === paths.signIn);
  return signIn ? signIn.page.preload().catch(() => undefined) : Promise.resolve();
}

/** A screen's routes: its paths, each showing its page, and its older paths sending to it. */
function screenRoutes(screen: Screen): RouteObject[] {
  const { Component } = screen.page;
  const element = <Component title={screen.title} />;
  return [
    ...pathsOf(screen).map((path) => ({ path, element })),
    ...(screen.redirectedFrom ?? []).map((path) => ({ path, element: <Navigate to={screen.path} replace /> })),
  ];
}

const routesFor = (access: ScreenAccess) => SCREENS.filter((screen) => screen.access === access).flatMap(screenRoutes);

/** Every route of the app, built from the screen list. */
const routes: RouteObject[] = [
  ...routesFor('public'),
  {
    // Signed-in admins only. The guard is in the first bundle, so a signed-out visitor is
    // sent to /signin without first downloading the layout.
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: routesFor('admin'),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
