import type { ReactNode } from 'react';
import { matchPath } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import type { MenuGroup, Screen } from '../screen.ts';
import { SCREENS } from '../screens.ts';

/** An entry's link, and the route patterns on which it is the current one. */
export type MenuLink = { label: string; to: string; currentOn: readonly string[] };
export type MenuItem = MenuLink & { icon: ReactNode; children?: MenuLink[] };

const icon = (Icon: LucideIcon) => <Icon aria-hidden="true" className="size-5 shrink-0" />;

/** Its own paths, and those of the screens that name it as their section. */
function currentOn(screen: Screen, screens: readonly Screen[]): string[] {
  const sectionScreens = screens.filter((other) => other.menuSection === screen.path);
  return [screen, ...sectionScreens].flatMap((shown) => [shown.path, ...(shown.aliases ?? [])]);
}

/**
 * The sidebar menu of the screens that have an entry, in the list's order. A group stands
 * where its first screen is, and its `to` is that screen's path: its section's root. A
 * group is current wherever one of its links is.
 */
export function menuItems(screens: readonly Screen[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<MenuGroup, MenuItem & { children: MenuLink[] }>();
  for (const screen of screens) {
    const { menu, title, path } = screen;
    if (!menu) continue;
    const link: MenuLink = { label: menu.label ?? title, to: path, currentOn: currentOn(screen, screens) };
    if ('icon' in menu) {
      items.push({ ...link, icon: icon(menu.icon) });
      continue;
    }
    const shown = groups.get(menu.group);
    if (shown) {
      shown.children.push(link);
      shown.currentOn = [...shown.currentOn, ...link.currentOn];
      continue;
    }
    const group = {
      label: menu.group.label,
      to: path,
      currentOn: link.currentOn,
      icon: icon(menu.group.icon),
      children: [link],
    };
    groups.set(menu.group, group);
    items.push(group);
  }
  return items;
}

/** Whether the page at `pathname` is one the entry stands for. */
export function isCurrentEntry(link: MenuLink, pathname: string): boolean {
  return link.currentOn.some((pattern) => matchPath(pattern, pathname) !== null);
}

export const MENU_ITEMS: MenuItem[] = menuItems(SCREENS);
