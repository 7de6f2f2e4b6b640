import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { MenuGroup, Screen } from '../screen.ts';
import { SCREENS } from '../screens.ts';

export type MenuLink = { label: string; to: string };
export type MenuItem = MenuLink & { icon: ReactNode; children?: MenuLink[] };

const icon = (Icon: LucideIcon) => <Icon aria-hidden="true" className="size-5 shrink-0" />;

/**
 * The sidebar menu of the screens that have an entry, in the list's order. A group stands
 * where its first screen is, and its `to` is that screen's path: its section's root.
 */
export function menuItems(screens: readonly Screen[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroup, MenuLink[]>();
  for (const { menu, title, path } of screens) {
    if (!menu) continue;
    const link: MenuLink = { label: menu.label ?? title, to: path };
    if ('icon' in menu) {
      items.push({ ...link, icon: icon(menu.icon) });
      continue;
    }
    const shown = groups.get(menu.group);
    if (shown) {
      shown.push(link);
      continue;
    }
    const children = [link];
    groups.set(menu.group, children);
    items.push({ label: menu.group.label, to: path, icon: icon(menu.group.icon), children });
  }
  return items;
}

export const MENU_ITEMS: MenuItem[] = menuItems(SCREENS);
