import type { ReactNode } from 'react';
import {
  CardIcon,
  GridIcon,
  LogoutIcon,
  NewspaperIcon,
  ShieldIcon,
  UserIcon,
  UsersIcon,
} from '../../components/icons.tsx';

export type MenuLink = { label: string; to: string };
export type MenuItem = MenuLink & { icon: ReactNode; children?: MenuLink[] };

/** SPEC "Main layout": the sidebar menu, in order. A group's `to` is its section's root path. */
export const MENU_ITEMS: MenuItem[] = [
  { label: 'Dashboard', to: '/dashboard', icon: <GridIcon /> },
  {
    label: 'E-Paper',
    to: '/epaper-management',
    icon: <NewspaperIcon />,
    children: [
      { label: 'All E-Papers', to: '/epaper-management' },
      { label: 'Add New', to: '/epaper-management/add' },
    ],
  },
  { label: 'User Management', to: '/users', icon: <UsersIcon /> },
  { label: 'Admin Management', to: '/admin', icon: <ShieldIcon /> },
  { label: 'Subscriptions', to: '/subscription-management', icon: <CardIcon /> },
  { label: 'Profile', to: '/profile', icon: <UserIcon /> },
  { label: 'Logout', to: '/logout', icon: <LogoutIcon /> },
];

/** Every destination of the menu, flattened, for the header search. */
export const MENU_DESTINATIONS: MenuLink[] = MENU_ITEMS.flatMap((item) =>
  item.children ? item.children.map((child) => ({ ...child, label: `${item.label}: ${child.label}` })) : [item],
);
