import { paths } from '../lib/paths.ts';

/** A screen inside the layout: its route pattern, its title (heading and tab) and what it is for. */
export type Screen = {
  path: string;
  title: string;
  /** One sentence on what the screen will do; shown while it is a placeholder. */
  purpose: string;
  /** Other words an admin may type in the command palette to find it. */
  keywords: readonly string[];
  /** Screens about one record (a user, an e-paper) are reached from their lists, not the palette. */
  isInPalette: boolean;
};

function screen(path: string, title: string, purpose: string, keywords: string[] = [], isInPalette = true): Screen {
  return { path, title, purpose, keywords, isInPalette };
}

/**
 * Every screen inside the layout. The router, the placeholder pages and the
 * command palette read it, so a screen's path and title are written once.
 */
export const SCREENS = {
  dashboard: screen(
    paths.dashboard,
    'Dashboard',
    'Site analytics: readers, e-papers, subscriptions, revenue and today’s page views.',
    ['home', 'analytics', 'overview', 'revenue'],
  ),
  epapers: screen(paths.epapers.list, 'All E-Papers', 'Every e-paper edition with its pages, status and size.', [
    'e-paper',
    'editions',
    'newspaper',
    'issues',
  ]),
  addEpaper: screen(
    paths.epapers.add,
    'Add New E-Paper',
    'Upload a PDF edition; its pages and thumbnails are made for you.',
    ['upload', 'pdf', 'new edition'],
  ),
  viewEpaper: screen(paths.epapers.view.pattern, 'E-Paper Details', 'One edition with its pages.', [], false),
  editEpaper: screen(
    paths.epapers.edit.pattern,
    'Edit E-Paper',
    'Change an edition’s title, description, date or publishing.',
    [],
    false,
  ),
  users: screen(
    paths.users.list,
    'User Management',
    'Readers of the e-paper: search, filter, activate and deactivate them.',
    ['readers', 'users list', 'customers'],
  ),
  userDetails: screen(
    paths.users.detail.pattern,
    'User Details',
    'One reader’s profile, subscriptions and activity.',
    [],
    false,
  ),
  admins: screen(
    paths.admins,
    'Admin Management',
    'Administrator accounts: create, suspend, activate and delete them.',
    ['admins', 'administrators', 'team', 'roles'],
  ),
  subscriptions: screen(
    paths.subscriptions.hub,
    'Subscription Management',
    'Subscription plans and the readers’ subscriptions.',
    ['subscriptions', 'billing'],
  ),
  plans: screen(
    paths.subscriptions.plans,
    'Subscription Plans',
    'Plans readers can buy: price, duration, features and availability.',
    ['pricing', 'plans'],
  ),
  userSubscriptions: screen(
    paths.subscriptions.userSubscriptions,
    'User Subscriptions',
    'Every reader’s subscription, its period, status and payment.',
    ['payments', 'renewals'],
  ),
  profile: screen(paths.profile, 'Profile', 'Your name, mobile number and password.', [
    'my profile',
    'account',
    'password',
  ]),
} as const satisfies Record<string, Screen>;
