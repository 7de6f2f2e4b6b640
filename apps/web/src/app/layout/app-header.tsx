import type { RefObject } from 'react';
import { MenuIcon } from '../../components/icons.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { HeaderSearch } from './header-search.tsx';
import { SIDEBAR_ID } from './sidebar.tsx';
import { UserMenu } from './user-menu.tsx';
import type { SidebarState } from './use-sidebar.ts';

type AppHeaderProps = { sidebar: SidebarState; toggleButtonRef: RefObject<HTMLButtonElement | null> };

/** The top bar: sidebar toggle, search, theme toggle and the user menu. */
export function AppHeader({ sidebar, toggleButtonRef }: AppHeaderProps) {
  const isSidebarOpen = sidebar.isMobile ? sidebar.isMobileOpen : sidebar.isExpanded;
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-gray-200 bg-white/90 px-4 backdrop-blur-md md:px-6 dark:border-gray-800 dark:bg-gray-900/90">
      <button
        ref={toggleButtonRef}
        type="button"
        onClick={sidebar.toggle}
        aria-label="Toggle sidebar"
        aria-expanded={isSidebarOpen}
        aria-controls={SIDEBAR_ID}
        className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <MenuIcon />
      </button>
      <HeaderSearch />
      <div className="ml-auto flex items-center gap-3">
        <ThemeToggle />
        <UserMenu />
      </div>
    </header>
  );
}
