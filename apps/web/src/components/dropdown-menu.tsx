import { useRef, useState, type ReactNode } from 'react';
import { DropdownMenu as Menu } from 'radix-ui';
import { Link, type LinkProps } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { cx } from '../lib/class-names.ts';
import { focusNextTabbable } from './tabbable.ts';

type DropdownMenuProps = {
  /** The trigger's content; it must name the button (visible text or `triggerLabel`). */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  contentClassName?: string;
  /** Open from the first render: the lookalike it replaces was pressed (DeferredMenuButton). */
  isOpenAtFirst?: boolean;
  children: ReactNode;
};

/**
 * A menu button (Radix: arrow keys, typeahead, Escape, click outside). Not modal, so one
 * click elsewhere both closes it and acts. Tab closes it and moves on in the page, as the
 * WAI-ARIA menu pattern says, instead of leaving an open menu behind the focus.
 */
export function DropdownMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  contentClassName,
  isOpenAtFirst = false,
  children,
}: DropdownMenuProps) {
  const [isOpen, setIsOpen] = useState(isOpenAtFirst);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const tabDirection = useRef<1 | -1 | null>(null);

  return (
    <Menu.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
      <Menu.Trigger ref={triggerRef} aria-label={triggerLabel} className={triggerClassName}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          onKeyDown={(event) => {
            if (event.key !== 'Tab') return;
            tabDirection.current = event.shiftKey ? -1 : 1;
            setIsOpen(false);
          }}
          onCloseAutoFocus={(event) => {
            const direction = tabDirection.current;
            tabDirection.current = null;
            if (direction === null || !triggerRef.current) return;
            event.preventDefault();
            focusNextTabbable(triggerRef.current, direction);
          }}
          className={cx(
            'z-50 w-64 max-w-[calc(100vw-1rem)] rounded-xl border border-gray-200 bg-white p-2 shadow-lg',
            'dark:border-gray-800 dark:bg-gray-900',
            'data-[state=open]:animate-popover-in',
            contentClassName,
          )}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

type DropdownMenuLinkProps = LinkProps & { icon?: ReactNode };

const linkClasses = (className?: string) =>
  cx(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 outline-none',
    'data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900',
    'dark:text-gray-300 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-white',
    className,
  );

const linkIcon = (icon: ReactNode) => icon && <span className="text-gray-500 dark:text-gray-400">{icon}</span>;

/** A menu entry that navigates; choosing it closes the menu. */
export function DropdownMenuLink({ icon, className, children, ...props }: DropdownMenuLinkProps) {
  return (
    <Menu.Item asChild>
      <Link {...props} className={linkClasses(className)}>
        {linkIcon(icon)}
        {children}
      </Link>
    </Menu.Item>
  );
}

type DropdownMenuExternalLinkProps = { href: string; icon?: ReactNode; children: ReactNode };

/** A menu entry leading out of the dashboard: opened in a new tab, which its name says. */
export function DropdownMenuExternalLink({ href, icon, children }: DropdownMenuExternalLinkProps) {
  return (
    <Menu.Item asChild>
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClasses()}>
        {linkIcon(icon)}
        <span className="flex-1">{children}</span>
        <ExternalLink aria-hidden="true" className="size-3.5 text-gray-500 dark:text-gray-400" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Menu.Item>
  );
}

type DropdownMenuActionProps = {
  icon: ReactNode;
  onSelect: () => void;
  isDestructive?: boolean;
  /** The id of a `DropdownMenuNote` that explains the entry. */
  describedBy?: string;
  children: ReactNode;
};

/** A menu entry that acts on the page (opens a modal, deletes…), in the links' look. */
export function DropdownMenuAction({
  icon,
  onSelect,
  isDestructive = false,
  describedBy,
  children,
}: DropdownMenuActionProps) {
  return (
    <Menu.Item
      onSelect={onSelect}
      aria-describedby={describedBy}
      className={cx(
        'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium outline-none select-none',
        isDestructive
          ? 'text-red-700 data-[highlighted]:bg-red-50 dark:text-red-400 dark:data-[highlighted]:bg-red-950/50'
          : 'text-gray-700 data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900 dark:text-gray-300 dark:data-[highlighted]:bg-gray-800 dark:data-[highlighted]:text-white',
      )}
    >
      <span className={isDestructive ? undefined : 'text-gray-500 dark:text-gray-400'}>{icon}</span>
      {children}
    </Menu.Item>
  );
}

/** A non-interactive block at the top of a menu, e.g. who is signed in. */
export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return <Menu.Label className="border-b border-gray-200 px-3 pt-1 pb-3 dark:border-gray-800">{children}</Menu.Label>;
}

/** A non-interactive explanation under a menu's entries, e.g. why one is missing. */
export function DropdownMenuNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Menu.Label
      id={id}
      className="mt-1 border-t border-gray-200 px-3 pt-2 pb-1 text-xs leading-relaxed font-normal text-gray-600 dark:border-gray-800 dark:text-gray-400"
    >
      {children}
    </Menu.Label>
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-2 h-px bg-gray-200 dark:bg-gray-800" />;
}
