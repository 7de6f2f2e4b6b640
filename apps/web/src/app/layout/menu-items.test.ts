import { describe, expect, it } from 'vitest';
import { isCurrentEntry, MENU_ITEMS, type MenuLink } from './menu-items.tsx';

const withoutIcons = (items: typeof MENU_ITEMS) =>
  items.map(({ label, to, children }) =>
    children ? { label, to, children: children.map((child) => ({ label: child.label, to: child.to })) } : { label, to },
  );

/** The labels of the entries (and group links) current on `pathname`. */
function currentEntries(pathname: string): string[] {
  const links: MenuLink[] = MENU_ITEMS.flatMap((item) => [item, ...(item.children ?? [])]);
  return links.filter((link) => isCurrentEntry(link, pathname)).map((link) => link.label);
}

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

  it('marks the entry of the section a page belongs to, and only that one', () => {
    expect(currentEntries('/')).toEqual(['Dashboard']);
    expect(currentEntries('/dashboard')).toEqual(['Dashboard']);
    expect(currentEntries('/subscription-management')).toEqual(['Subscriptions']);
    expect(currentEntries('/subscription-plans')).toEqual(['Subscriptions']);
    expect(currentEntries('/user-subscriptions')).toEqual(['Subscriptions']);
    expect(currentEntries('/epaper-management')).toEqual(['E-Paper', 'All E-Papers']);
    expect(currentEntries('/epaper-management/add')).toEqual(['E-Paper', 'Add New']);
    expect(currentEntries('/epaper-management/view/12')).toEqual(['E-Paper', 'All E-Papers']);
    expect(currentEntries('/epaper-management/edit/12')).toEqual(['E-Paper', 'All E-Papers']);
    expect(currentEntries('/users/42')).toEqual(['User Management']);
    expect(currentEntries('/profile')).toEqual(['Profile']);
    expect(currentEntries('/nowhere')).toEqual([]);
  });
});
