import { describe, expect, it } from 'vitest';
import { MENU_ITEMS } from './menu-items.tsx';

const withoutIcons = (items: typeof MENU_ITEMS) =>
  items.map(({ label, to, children }) => (children ? { label, to, children } : { label, to }));

describe('the sidebar menu built from the screen list', () => {
  it('keeps its entries, labels, paths and order', () => {
    expect(withoutIcons(MENU_ITEMS)).toEqual([
      { label: 'Dashboard', to: '/dashboard' },
      {
        label: 'E-Paper',
        to: '/epaper-management',
        children: [
          { label: 'All E-Papers', to: '/epaper-management' },
          { label: 'Add New', to: '/epaper-management/add' },
        ],
      },
      { label: 'User Management', to: '/users' },
      { label: 'Admin Management', to: '/admin' },
      { label: 'Subscriptions', to: '/subscription-management' },
      { label: 'Profile', to: '/profile' },
      { label: 'Logout', to: '/logout' },
    ]);
  });

  it('gives every entry an icon', () => {
    expect(MENU_ITEMS.every((item) => item.icon)).toBe(true);
  });
});
