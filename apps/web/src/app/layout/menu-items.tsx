import type { ReactNode } from 'react';
import { CreditCard, LayoutGrid, LogOut, Newspaper, ShieldCheck, User, Users } from 'lucide-react';
import { paths } from '../../lib/paths.ts';

export type MenuLink = { label: string; to: string };
export type MenuItem = MenuLink & { icon: ReactNode; children?: MenuLink[] };

const icon = (Icon: typeof User) => <Icon aria-hidden="true" className="size-5 shrink-0" />;

/** The sidebar menu, in order, with its labels verbatim. A group's `to` is its section's root. */
export const MENU_ITEMS: MenuItem[] = [
  { label: 'Dashboard', to: paths.dashboard, icon: icon(LayoutGrid) },
  {
    label: 'E-Paper',
    to: paths.epapers.list,
    icon: icon(Newspaper),
    children: [
      { label: 'All E-Papers', to: paths.epapers.list },
      { label: 'Add New', to: paths.epapers.add },
    ],
  },
  { label: 'User Management', to: paths.users.list, icon: icon(Users) },
  { label: 'Admin Management', to: paths.admins, icon: icon(ShieldCheck) },
  { label: 'Subscriptions', to: paths.subscriptions.hub, icon: icon(CreditCard) },
  { label: 'Profile', to: paths.profile, icon: icon(User) },
  { label: 'Logout', to: paths.logout, icon: icon(LogOut) },
];
