import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/logo-mark.tsx';
import { cx } from '../../lib/class-names.ts';
import { paths } from '../../lib/paths.ts';
import { SidebarMenu } from './sidebar-menu.tsx';
import type { SidebarState } from './use-sidebar.ts';

export const SIDEBAR_ID = 'app-sidebar';

/** What the drawer and the panel are given by the layout. */
export type SidebarProps = { sidebar: SidebarState; toggleButtonRef: RefObject<HTMLButtonElement | null> };

type SidebarNavProps = {
  isWide: boolean;
  onNavigate: () => void;
  onExpand: () => void;
  closeButton?: ReactNode;
};

/** The brand and the menu, the same in the drawer and on the rail or full sidebar. */
export function SidebarNav({ isWide, onNavigate, onExpand, closeButton }: SidebarNavProps) {
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
