import { lazy, Suspense, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { Menu } from 'lucide-react';
import { Brand } from '../../components/logo-mark.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useHotkey } from '../../lib/hooks/use-hotkey.ts';
import { useMediaQuery } from '../../lib/hooks/use-media-query.ts';
import { paths } from '../../lib/paths.ts';
import { HeaderSearchButton } from './header-search-button.tsx';
import { HeaderUserMenu } from './header-user-menu.tsx';
import { SIDEBAR_ID } from './sidebar-nav.tsx';
import type { SidebarState } from './use-sidebar.ts';

// The palette (cmdk and its dialog) is its own chunk, fetched the first time it opens:
// most visits never open it, and the layout every signed-in page loads stays lighter.
const AppCommandPalette = lazy(() =>
  import('./app-command-palette.tsx').then((module) => ({ default: module.AppCommandPalette })),
);

type AppHeaderProps = { sidebar: SidebarState; toggleButtonRef: RefObject<HTMLButtonElement | null> };

/** The top bar: sidebar toggle, the brand on a phone, search (the command palette), notifications, theme and user menu. */
export function AppHeader({ sidebar, toggleButtonRef }: AppHeaderProps) {
  const [isPaletteOpen, setIsPaletteOpen] = useState(false);
  // Mounted from its first opening on, so closing keeps its exit animation and state.
  const [hasPaletteOpened, setHasPaletteOpened] = useState(false);
  const openPalette = (isOpen: boolean) => {
    if (isOpen) setHasPaletteOpened(true);
    setIsPaletteOpen(isOpen);
  };
  useHotkey('k', () => openPalette(!isPaletteOpen));
  const isDrawer = sidebar.mode === 'drawer';
  // Under 416px the product name and five controls do not fit in one row: the mark alone says it.
  const isBrandNameShown = useMediaQuery('(min-width: 26rem)');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-gray-200 bg-white/90 px-3 backdrop-blur-md sm:gap-3 sm:px-4 md:px-6 dark:border-gray-800 dark:bg-gray-900/90">
      <button
        ref={toggleButtonRef}
        type="button"
        onClick={sidebar.toggle}
        aria-label="Toggle sidebar"
        aria-expanded={sidebar.isToggleExpanded}
        // The drawer exists only while open; never point at a missing element.
        aria-controls={!isDrawer || sidebar.isOpen ? SIDEBAR_ID : undefined}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg border sm:size-10 border-gray-200 text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:border-gray-800 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white"
      >
        <Menu aria-hidden="true" className="size-5" />
      </button>
      {isDrawer && (
        <Link to={paths.home} className="shrink-0 rounded-lg sm:mr-2">
          <Brand isSmall isNameHidden={!isBrandNameShown} />
        </Link>
      )}
      <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-1.5 sm:ml-0 sm:justify-start sm:gap-3">
        <HeaderSearchButton onOpen={() => openPalette(true)} />
        <div className="flex items-center gap-1.5 sm:ml-auto sm:gap-3">
          <NotificationBell />
          <ThemeToggle className="size-9 sm:size-10" />
          <HeaderUserMenu />
        </div>
      </div>
      {hasPaletteOpened && (
        <Suspense fallback={null}>
          <AppCommandPalette isOpen={isPaletteOpen} onOpenChange={openPalette} />
        </Suspense>
      )}
    </header>
  );
}
