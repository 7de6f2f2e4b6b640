import { CreditCard, LayoutGrid, LogOut, Newspaper, ShieldCheck, User, Users } from 'lucide-react';
import { paths } from '../lib/paths.ts';
import { screen, type MenuGroup } from './screen.ts';

const EPAPER_GROUP: MenuGroup = { label: 'E-Paper', icon: Newspaper };

const loadDashboardPage = () => import('../features/dashboard/dashboard-page.tsx');

/**
 * Every screen of the app, each declared once, in menu order: the router, the sidebar
 * menu, the command palette's "Go to" group and the tab titles are built from this list.
 */
export const SCREENS = [
  screen({
    path: paths.dashboard,
    aliases: [paths.home],
    title: 'Dashboard',
    access: 'admin',
    load: () => loadDashboardPage().then((module) => module.DashboardPage),
    menu: { icon: LayoutGrid },
    palette: { keywords: ['home', 'analytics', 'overview', 'revenue'] },
    isPreloaded: true,
    // Its figures are asked for as soon as its chunk arrives, not once it has rendered.
    prefetch: (client, search) => loadDashboardPage().then((module) => module.prefetchDashboard(client, search)),
  }),
  screen({
    path: paths.epapers.list,
    title: 'All E-Papers',
    access: 'admin',
    load: () => import('../features/epapers/list/epapers-page.tsx').then((module) => module.EpapersPage),
    menu: { group: EPAPER_GROUP },
    palette: { keywords: ['e-paper', 'editions', 'newspaper', 'issues'] },
  }),
  screen({
    path: paths.epapers.add,
    title: 'Add New E-Paper',
    access: 'admin',
    load: () => import('../features/epapers/upload/add-epaper-page.tsx').then((module) => module.AddEpaperPage),
    menu: { group: EPAPER_GROUP, label: 'Add New' },
    palette: { keywords: ['upload', 'pdf', 'new edition'] },
  }),
  screen({
    path: paths.epapers.view.pattern,
    title: 'E-Paper Details',
    access: 'admin',
    menuSection: paths.epapers.list,
    load: () => import('../features/epapers/view/view-epaper-page.tsx').then((module) => module.ViewEpaperPage),
  }),
  screen({
    path: paths.epapers.edit.pattern,
    title: 'Edit E-Paper',
    access: 'admin',
    menuSection: paths.epapers.list,
    load: () => import('../features/epapers/view/edit/edit-epaper-page.tsx').then((module) => module.EditEpaperPage),
  }),
  screen({
    path: paths.users.list,
    redirectedFrom: [paths.users.legacyList],
    title: 'User Management',
    access: 'admin',
    load: () => import('../features/users/users-page.tsx').then((module) => module.UsersPage),
    menu: { icon: Users },
    palette: { keywords: ['readers', 'users list', 'customers'] },
  }),
  screen({
    path: paths.users.detail.pattern,
    title: 'User Details',
    access: 'admin',
    menuSection: paths.users.list,
    load: () => import('../features/users/user-details-page.tsx').then((module) => module.UserDetailsPage),
  }),
  screen({
    path: paths.admins,
    title: 'Admin Management',
    access: 'admin',
    load: () => import('../features/admins/admins-page.tsx').then((module) => module.AdminsPage),
    menu: { icon: ShieldCheck },
    palette: { keywords: ['admins', 'administrators', 'team', 'roles'] },
  }),
  screen({
    path: paths.subscriptions.hub,
    title: 'Subscription Management',
    access: 'admin',
    load: () =>
      import('../features/subscriptions/subscription-hub-page.tsx').then((module) => module.SubscriptionHubPage),
    menu: { icon: CreditCard, label: 'Subscriptions' },
    palette: { keywords: ['subscriptions', 'billing'] },
  }),
  screen({
    path: paths.subscriptions.plans,
    title: 'Subscription Plans',
    access: 'admin',
    menuSection: paths.subscriptions.hub,
    load: () => import('../features/plans/plans-page.tsx').then((module) => module.PlansPage),
    palette: { keywords: ['pricing', 'plans'] },
  }),
  screen({
    path: paths.subscriptions.userSubscriptions,
    title: 'User Subscriptions',
    access: 'admin',
    menuSection: paths.subscriptions.hub,
    load: () =>
      import('../features/user-subscriptions/user-subscriptions-page.tsx').then(
        (module) => module.UserSubscriptionsPage,
      ),
    palette: { keywords: ['payments', 'renewals'] },
  }),
  screen({
    path: paths.profile,
    title: 'Profile',
    access: 'admin',
    load: () => import('./routes/profile-screen.tsx').then((module) => module.ProfileScreen),
    menu: { icon: User },
    palette: { keywords: ['my profile', 'account', 'password'] },
    isPreloaded: true,
  }),
  screen({
    path: paths.signIn,
    title: 'Sign In',
    access: 'public',
    load: () => import('../features/auth/sign-in-page.tsx').then((module) => module.SignInPage),
  }),
  screen({
    path: paths.logout,
    title: 'Signing Out',
    access: 'public',
    load: () => import('../features/auth/logout-page.tsx').then((module) => module.LogoutPage),
    menu: { icon: LogOut, label: 'Logout' },
  }),
  screen({
    // Any path no other screen matches.
    path: '*',
    title: 'Page Not Found',
    access: 'public',
    load: () => import('./routes/not-found-page.tsx').then((module) => module.NotFoundPage),
  }),
];
