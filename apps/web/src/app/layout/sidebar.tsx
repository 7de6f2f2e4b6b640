import { useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { CloseIcon, LogoMark } from '../../components/icons.tsx';
import { cx } from '../../lib/class-names.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import type { SidebarState } from './use-sidebar.ts';
import { useDrawerFocus } from './use-drawer-focus.ts';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = { sidebar: SidebarState; toggleButtonRef: RefObject<HTMLButtonElement | null> };

/**
 * 290px expanded, 90px collapsed (hover or keyboard focus widens it over the content);
 * under 768px an off-canvas drawer with a backdrop.
 */
export function Sidebar({ sidebar, toggleButtonRef }: SidebarProps) {
  const { isMobile, isMobileOpen, isExpanded, isHovered, setHovered, closeMobile } = sidebar;
  const drawerRef = useRef<HTMLDivElement>(null);
  useDrawerFocus(isMobile && isMobileOpen, drawerRef, toggleButtonRef, closeMobile);

  const isWide = isMobile || isExpanded || isHovered;
  const isDrawerOpen = isMobile && isMobileOpen;

  return (
    <>
      {isDrawerOpen && (
        <div aria-hidden="true" onClick={closeMobile} className="fixed inset-0 z-40 bg-gray-950/50 backdrop-blur-xs" />
      )}
      {/* A plain box on desktop (the nav inside is the landmark); a modal dialog while the drawer is open. */}
      <div
        ref={drawerRef}
        id={SIDEBAR_ID}
        inert={isMobile && !isMobileOpen}
        {...(isDrawerOpen ? { role: 'dialog', 'aria-modal': true, 'aria-label': 'Main menu' } : {})}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
        }}
        className={cx(
          'fixed inset-y-0 left-0 z-50 border-r border-gray-200 bg-white transition-[width,translate] duration-200 ease-out dark:border-gray-800 dark:bg-gray-900',
          isWide ? 'w-[290px]' : 'w-[90px]',
          isMobile && (isMobileOpen ? 'translate-x-0 shadow-xl' : '-translate-x-full'),
          !isMobile && !isExpanded && isHovered && 'shadow-xl',
        )}
      >
        <nav aria-label="Main navigation" className="flex h-full flex-col">
          <div className={cx('flex h-16 shrink-0 items-center gap-3 px-5', !isWide && 'justify-center px-0')}>
            <Link to="/profile" className="flex items-center gap-3 rounded-lg" onClick={closeMobile}>
              <LogoMark />
              <span
                className={cx(
                  'text-lg font-semibold whitespace-nowrap text-gray-900 dark:text-white',
                  !isWide && 'sr-only',
                )}
              >
                E-Paper Admin
              </span>
            </Link>
            {isMobile && (
              <button
                type="button"
                onClick={closeMobile}
                aria-label="Close menu"
                className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <CloseIcon />
              </button>
            )}
          </div>
          <div className="flex-1 overflow-y-auto px-4 pt-4 pb-6">
            <p
              className={cx(
                'mb-3 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400',
                !isWide && 'sr-only',
              )}
            >
              Menu
            </p>
            <SidebarMenu isCompact={!isWide} onNavigate={closeMobile} />
          </div>
        </nav>
      </div>
    </>
  );
}
