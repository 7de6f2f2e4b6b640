import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { Brand } from '../../components/logo-mark.tsx';
import { cx } from '../../lib/class-names.ts';
import { paths } from '../../lib/paths.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import type { SidebarState } from './use-sidebar.ts';

export const SIDEBAR_ID = 'app-sidebar';

type SidebarProps = { sidebar: SidebarState; toggleButtonRef: RefObject<HTMLButtonElement | null> };

type SidebarNavProps = {
  isWide: boolean;
  onNavigate: () => void;
  onExpand: () => void;
  closeButton?: ReactNode;
};

/** The brand and the menu, the same in the drawer and on the rail or full sidebar. */
function SidebarNav({ isWide, onNavigate, onExpand, closeButton }: SidebarNavProps) {
  return (
    <nav aria-label="Main navigation" className="flex h-full flex-col">
      <div className={cx('flex h-16 shrink-0 items-center gap-3 px-5', !isWide && 'justify-center px-0')}>
        <Link to={paths.home} className="rounded-lg" onClick={onNavigate}>
          <Brand isNameHidden={!isWide} />
        </Link>
        {closeButton}
      </div>
      <div className="flex-1 overflow-x-hidden overflow-y-auto px-4 pt-4 pb-6">
        <p
          className={cx(
            'mb-3 px-3 text-xs font-semibold tracking-wider text-gray-600 uppercase dark:text-gray-400',
            !isWide && 'sr-only',
          )}
        >
          Menu
        </p>
        <SidebarMenu isCompact={!isWide} onNavigate={onNavigate} onExpand={onExpand} />
      </div>
    </nav>
  );
}

/** Under 768px: a modal drawer (Radix Dialog: focus trapped, Escape and the backdrop close it). */
function SidebarDrawer({ sidebar, toggleButtonRef }: SidebarProps) {
  return (
    <Dialog.Root open={sidebar.isOpen} onOpenChange={(isOpen) => (isOpen ? sidebar.open() : sidebar.close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-gray-950/50 backdrop-blur-xs data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          id={SIDEBAR_ID}
          aria-describedby={undefined}
          // The drawer is opened by the header's button, not a Dialog.Trigger: give the focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleButtonRef.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[290px] max-w-[85vw] border-r border-gray-200 bg-white shadow-xl data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left dark:border-gray-800 dark:bg-gray-900"
        >
          <Dialog.Title className="sr-only">Main menu</Dialog.Title>
          <SidebarNav
            isWide
            onNavigate={sidebar.close}
            onExpand={sidebar.open}
            closeButton={
              <Dialog.Close
                aria-label="Close menu"
                className="ml-auto inline-flex size-9 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            }
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

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
  return props.sidebar.mode === 'drawer' ? <SidebarDrawer {...props} /> : <SidebarPanel {...props} />;
}
