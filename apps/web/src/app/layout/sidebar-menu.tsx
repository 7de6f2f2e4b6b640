import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { Tooltip } from '../../components/tooltip.tsx';
import { cx } from '../../lib/class-names.ts';
import { isCurrentEntry, MENU_ITEMS, type MenuItem } from './menu-items.tsx';

type SidebarMenuProps = {
  /** Icons only (the rail): labels stay for screen readers and show as tooltips. */
  isCompact: boolean;
  onNavigate: () => void;
  /** Asks for the labels: a group chosen on the rail opens the sidebar to show its entries. */
  onExpand: () => void;
};

const ACTIVE = 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300';
const IDLE =
  'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white';
// The current entry carries aria-current="page" (as react-router's NavLink marks a section's
// link on its sub-pages too); the look follows that attribute, so the class stays a plain
// string (a tooltip's Slot cannot merge a class function).
const CURRENT =
  'aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:aria-[current=page]:bg-brand-500/15 dark:aria-[current=page]:text-brand-300';

const itemClasses = (isCompact: boolean, state: string) =>
  cx(
    'group flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
    isCompact && 'justify-center',
    state,
  );

function MenuGroup({ item, isCompact, onNavigate, onExpand }: { item: MenuItem } & SidebarMenuProps) {
  const { pathname } = useLocation();
  const isInSection = isCurrentEntry(item, pathname);
  const [isOpen, setIsOpen] = useState(isInSection);
  // Arriving in the section (an edition opened from the Dashboard) opens the group, so the
  // current link shows; leaving it keeps the group as the admin left it.
  const [wasInSection, setWasInSection] = useState(isInSection);
  if (isInSection !== wasInSection) {
    setWasInSection(isInSection);
    if (isInSection) setIsOpen(true);
  }
  const listId = useId();
  const isShown = isOpen && !isCompact;
  return (
    <li>
      <Tooltip content={item.label} side="right" isEnabled={isCompact}>
        <button
          type="button"
          aria-expanded={isShown}
          aria-controls={listId}
          // Says it holds the current page even while closed, or shown as icons only.
          aria-current={isInSection ? 'true' : undefined}
          onClick={() => {
            if (isCompact) {
              setIsOpen(true);
              onExpand();
            } else {
              setIsOpen((open) => !open);
            }
          }}
          className={itemClasses(isCompact, isInSection ? ACTIVE : IDLE)}
        >
          {item.icon}
          <span className={cx('flex-1 text-left', isCompact && 'sr-only')}>{item.label}</span>
          {!isCompact && (
            <ChevronDown aria-hidden="true" className={cx('size-4 transition-transform', isShown && 'rotate-180')} />
          )}
        </button>
      </Tooltip>
      <ul id={listId} hidden={!isShown} className="mt-1 ml-9 space-y-1">
        {item.children?.map((child) => (
          <li key={child.to}>
            <Link
              to={child.to}
              aria-current={isCurrentEntry(child, pathname) ? 'page' : undefined}
              onClick={onNavigate}
              className={cx(
                'block rounded-lg px-3 py-2 text-sm font-medium text-gray-600 transition-colors hover:bg-gray-100 hover:text-gray-900 dark:text-gray-400 dark:hover:bg-gray-800 dark:hover:text-white',
                CURRENT,
              )}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The sidebar's links. The entry of the current page, or of the section it belongs to
 * (Subscriptions on the plan list), is marked with aria-current="page".
 */
export function SidebarMenu(props: SidebarMenuProps) {
  const { isCompact, onNavigate } = props;
  const { pathname } = useLocation();
  return (
    <ul className="space-y-1">
      {MENU_ITEMS.map((item) =>
        item.children ? (
          <MenuGroup key={item.to} item={item} {...props} />
        ) : (
          <li key={item.to}>
            <Tooltip content={item.label} side="right" isEnabled={isCompact}>
              <Link
                to={item.to}
                aria-current={isCurrentEntry(item, pathname) ? 'page' : undefined}
                onClick={onNavigate}
                className={itemClasses(isCompact, cx(IDLE, CURRENT))}
              >
                {item.icon}
                <span className={cx(isCompact && 'sr-only')}>{item.label}</span>
              </Link>
            </Tooltip>
          </li>
        ),
      )}
    </ul>
  );
}
