import { useRef } from 'react';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { DropdownMenu, DropdownMenuAction } from '../../../components/dropdown-menu.tsx';
import { actionsMenuLabel } from '../plan-texts.ts';

type PlanActionsMenuProps = { title: string; onEdit: () => void; onDelete: () => void };

/**
 * A plan's Actions: a menu button named "Actions for {title}" with Edit and Delete.
 * Choosing an entry first puts the focus back on the menu button, then opens the modal:
 * the modal then starts from that button and returns the focus to it on closing, instead
 * of to the menu entry that no longer exists.
 */
export function PlanActionsMenu({ title, onEdit, onDelete }: PlanActionsMenuProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const choose = (action: () => void) => {
    wrapper.current?.querySelector('button')?.focus();
    action();
  };
  return (
    <div ref={wrapper} className="flex justify-end">
      <DropdownMenu
        trigger={<Ellipsis aria-hidden="true" className="size-5" />}
        triggerLabel={actionsMenuLabel(title)}
        triggerClassName={buttonClasses('secondary', 'sm', 'w-9 px-0')}
        contentClassName="w-44"
      >
        <DropdownMenuAction icon={<Pencil aria-hidden="true" className="size-4" />} onSelect={() => choose(onEdit)}>
          Edit
        </DropdownMenuAction>
        <DropdownMenuAction
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onSelect={() => choose(onDelete)}
          isDestructive
        >
          Delete
        </DropdownMenuAction>
      </DropdownMenu>
    </div>
  );
}
