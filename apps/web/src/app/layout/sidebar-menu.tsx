import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { cx } from '../../lib/class-names.ts';
import { MENU_ITEMS, type MenuItem } from './menu-items.tsx';

type SidebarMenuProps = {
  /** Icons only: the sidebar is collapsed and not hovered. Labels stay for screen readers. */
  isCompact: boolean;
  onNavigate: () => void;
};

const itemClasses = (isActive: boolean, isCompact: boolean) =>
  cx(
    'group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isCompact && 'justify-center',
    isActive
      ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
  );

function MenuGroup({ item, isCompact, onNavigate }: { item: MenuItem } & SidebarMenuProps) {
  const { pathname } = useLocation();
  const isInSection = pathname === item.to || pathname.startsWith(`${item.to}/`);
  const [isOpen, setIsOpen] = useState(isInSection);
  const listId = useId();
  const isShown = isOpen && !isCompact;
  return (
    <li>
      <button
        type="button"
        aria-expanded={isShown}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className={itemClasses(isInSection, isCompact)}
      >
        {item.icon}
        <span className={cx('flex-1 text-left', isCompact && 'sr-only')}>{item.label}</span>
        {!isCompact && <ChevronDownIcon className={cx('size-4 transition-transform', isShown && 'rotate-180')} />}
      </button>
      <ul id={listId} hidden={!isShown} className="mt-1 ml-9 space-y-1">
        {item.children?.map((child) => (
          <li key={child.to}>
            <NavLink
              to={child.to}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cx(
                  'block rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300'
                    : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white',
                )
              }
            >
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The sidebar's links; the current page is marked with aria-current="page" by NavLink. */
export function SidebarMenu({ isCompact, onNavigate }: SidebarMenuProps) {
  return (
    <ul className="space-y-1">
      {MENU_ITEMS.map((item) =>
        item.children ? (
          <MenuGroup key={item.to} item={item} isCompact={isCompact} onNavigate={onNavigate} />
        ) : (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              title={isCompact ? item.label : undefined}
              className={({ isActive }) => itemClasses(isActive, isCompact)}
            >
              {item.icon}
              <span className={cx(isCompact && 'sr-only')}>{item.label}</span>
            </NavLink>
          </li>
        ),
      )}
    </ul>
  );
}
