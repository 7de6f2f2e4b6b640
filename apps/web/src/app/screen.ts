import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { Access } from '@epaper/shared/route';
import { preloadableLazy, type Preloadable } from './preloadable-lazy.tsx';

/** What every screen's page is given: its title, for the tab and, on most pages, the heading. */
export type ScreenPageProps = { title: string };

/**
 * Who may open a screen, in the API's words. 'public': anyone. 'admin': every admin role,
 * behind the sign-in guard (RequireAuth), which lets in only an account whose profile
 * loads, and the API answers the profile to admins only. No screen is a Super Admin's
 * alone: every admin reads Admin Management; its page offers the changes to a Super Admin.
 */
export type ScreenAccess = Extract<Access, 'public' | 'admin'>;

/** A sidebar group: a heading with an icon that opens to its screens' links. */
export type MenuGroup = { label: string; icon: LucideIcon };

/**
 * A screen's sidebar entry: on its own, with an icon, or a link inside a group. It reads
 * the screen's title unless `label` says otherwise.
 */
export type MenuEntry = { label?: string } & ({ icon: LucideIcon } | { group: MenuGroup });

type ScreenFields = {
  /** Its route pattern, from lib/paths.ts. */
  path: string;
  title: string;
  access: ScreenAccess;
  /** Other paths that show the screen too. */
  aliases?: readonly string[];
  /** Older paths of the screen, kept working: they redirect to it. */
  redirectedFrom?: readonly string[];
  menu?: MenuEntry;
  /**
   * For a screen without a sidebar entry of its own: the path of the entry it belongs
   * under, shown as current while the screen is open (a plan list under Subscriptions).
   */
  menuSection?: string;
  /**
   * Offered in the command palette's "Go to" group, found by its title and these words.
   * A screen about one record (a user, an edition) is reached from its list instead.
   */
  palette?: { keywords: readonly string[] };
  /**
   * A signed-in first load of the screen fetches its chunk along with the session check,
   * not after it; the other screens load on first render.
   */
  isPreloaded?: boolean;
  /** Data such a first load asks for along with the chunk, into the app's query cache. */
  prefetch?: (client: QueryClient, search: string) => Promise<unknown>;
};

/** A screen as declared: its page is the module to load on the screen's first visit. */
export type ScreenDeclaration = ScreenFields & { load: () => Promise<ComponentType<ScreenPageProps>> };

/** A screen as the router, the menu and the palette read it: its page is a lazy component. */
export type Screen = ScreenFields & { page: Preloadable<ScreenPageProps> };

/** Every screen's page is its own chunk, fetched on first visit or ahead (`preload`). */
export function screen({ load, ...fields }: ScreenDeclaration): Screen {
  return { ...fields, page: preloadableLazy(load) };
}
