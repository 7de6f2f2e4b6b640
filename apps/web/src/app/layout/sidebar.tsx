import { useEffect, useRef, type RefObject } from 'react';
import { cx } from '../../lib/class-names.ts';
import { deferredModule } from '../../lib/lazy/deferred-module.ts';
import { SIDEBAR_ID, SidebarNav, type SidebarProps } from './sidebar-nav.tsx';
import type { SidebarState } from './use-sidebar.ts';

/** The phone's drawer (Radix Dialog), fetched once the first screen has painted (or with the layout from 768px). */
export const sidebarDrawerModule = deferredModule(() => import('./sidebar-drawer.tsx'));

/**
 * While the rail is open over the content, Escape closes it (focus back on the toggle) and
 * the first entry takes the focus, as in the drawer.
 */
function useOpenRail(
  sidebar: SidebarState,
  panelRef: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLElement | null>,
) {
  const { isOpen, close } = sidebar;
  useEffect(() => {
    if (!isOpen) return;
    // Opened from the header's button: into the menu. Opened by a group on the rail: stay on it.
    if (!panelRef.current?.contains(document.activeElement)) {
      panelRef.current?.querySelector<HTMLElement>('nav ul a[href], nav ul button')?.focus();
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, close, panelRef, toggle]);
}

/** 768px and wider: the 90px rail or the 290px sidebar, fixed at the left. */
function SidebarPanel({ sidebar, toggleButtonRef }: SidebarProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  useOpenRail(sidebar, panelRef, toggleButtonRef);
  return (
    <>
      {sidebar.isOpen && (
        <div aria-hidden="true" onClick={sidebar.close} className="fixed inset-0 z-40 bg-gray-950/30" />
      )}
      <div
        ref={panelRef}
        id={SIDEBAR_ID}
        onMouseEnter={() => sidebar.setHovered(true)}
        onMouseLeave={() => sidebar.setHovered(false)}
        className={cx(
          'fixed inset-y-0 left-0 z-50 border-r border-gray-200 bg-white transition-[width] duration-200 ease-out dark:border-gray-800 dark:bg-gray-900',
          sidebar.isWide ? 'w-[290px]' : 'w-[90px]',
          sidebar.isOverContent && 'shadow-xl',
        )}
      >
        <SidebarNav isWide={sidebar.isWide} onNavigate={sidebar.close} onExpand={sidebar.open} />
      </div>
    </>
  );
}

/** The sidebar, in the form the screen width calls for. */
export function Sidebar(props: SidebarProps) {
  const drawer = sidebarDrawerModule.useModule();
  const isDrawerWanted = props.sidebar.mode === 'drawer' && props.sidebar.isOpen;
  // Opened before its module is in (or after a failed fetch): fetch it now; it opens as it arrives.
  useEffect(() => {
    if (isDrawerWanted && !drawer) void sidebarDrawerModule.load().catch(() => undefined);
  }, [isDrawerWanted, drawer]);
  if (props.sidebar.mode !== 'drawer') return <SidebarPanel {...props} />;
  return drawer ? <drawer.SidebarDrawer {...props} /> : null;
}
