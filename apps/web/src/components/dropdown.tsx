import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../lib/class-names.ts';

// A disclosure (button + panel of links) rather than an ARIA menu: the entries are plain
// navigation links, which screen readers and tests find as links. Arrow keys still move
// between them; Escape, a click outside or choosing an entry closes the panel.

const CloseContext = createContext<() => void>(() => {});

type DropdownProps = {
  /** The trigger's content; it must give the button a name (visible text or `triggerLabel`). */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  children: ReactNode;
};

const FOCUSABLE = 'a[href], button:not([disabled])';

export function Dropdown({ trigger, triggerLabel, triggerClassName, panelClassName, children }: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef(false);
  const panelId = useId();

  const close = useCallback((restoreFocus = false) => {
    setIsOpen(false);
    if (restoreFocus) buttonRef.current?.focus();
  }, []);

  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);

  useEffect(() => {
    if (!isOpen) return;
    if (focusOnOpen.current) entries()[0]?.focus();
    focusOnOpen.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, close]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' && !isOpen) {
      event.preventDefault();
      focusOnOpen.current = true;
      setIsOpen(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    const target = moves[event.key];
    if (target !== undefined && list.length > 0) {
      event.preventDefault();
      list[(target + list.length) % list.length]?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && isOpen) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setIsOpen((open) => !open)}
        onKeyDown={onTriggerKeyDown}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
        className={cx(
          'absolute right-0 z-50 mt-2 w-64 origin-top-right rounded-xl border border-gray-200 bg-white p-2 shadow-lg',
          'dark:border-gray-800 dark:bg-gray-900',
          panelClassName,
        )}
      >
        <CloseContext value={() => close()}>{children}</CloseContext>
      </div>
    </div>
  );
}

type DropdownLinkProps = LinkProps & { icon?: ReactNode };

/** An entry of a dropdown panel; choosing it closes the panel. */
export function DropdownLink({ icon, className, children, onClick, ...props }: DropdownLinkProps) {
  const close = useContext(CloseContext);
  return (
    <Link
      {...props}
      onClick={(event) => {
        onClick?.(event);
        close();
      }}
      className={cx(
        'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100 hover:text-gray-900',
        'dark:text-gray-300 dark:hover:bg-gray-800 dark:hover:text-white',
        className,
      )}
    >
      {icon && <span className="text-gray-500 dark:text-gray-400">{icon}</span>}
      {children}
    </Link>
  );
}
