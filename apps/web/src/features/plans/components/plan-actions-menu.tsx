import { useId, useRef } from 'react';
import { Ellipsis, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { DropdownMenu, DropdownMenuAction, DropdownMenuNote } from '../../../components/dropdown-menu.tsx';
import { actionsMenuLabel, keptPlanNote, PLANS_TEXTS } from '../plan-texts.ts';

type PlanActionsMenuProps = {
  title: string;
  /** Subscriptions of any status that name the plan: with any, the server refuses to delete it. */
  subscriptionCount: number;
  isActive: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onDeactivate: () => void;
};

/**
 * A plan's Actions: a menu button named "Actions for {title}" with Edit, then Delete for a
 * plan nobody subscribed to. A plan with subscriptions cannot be deleted, so instead of a
 * Delete the server would refuse, the menu offers "Deactivate instead" (while it is active)
 * and says why. Choosing an entry first puts the focus back on the menu button, then acts:
 * a modal then starts from that button and returns the focus to it on closing, instead of
 * to the menu entry that no longer exists.
 */
export function PlanActionsMenu({
  title,
  subscriptionCount,
  isActive,
  onEdit,
  onDelete,
  onDeactivate,
}: PlanActionsMenuProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const noteId = useId();
  const choose = (action: () => void) => {
    wrapper.current?.querySelector('button')?.focus();
    action();
  };
  const isKept = subscriptionCount > 0;
  return (
    <div ref={wrapper} className="flex justify-end">
      <DropdownMenu
        trigger={<Ellipsis aria-hidden="true" className="size-5" />}
        triggerLabel={actionsMenuLabel(title)}
        triggerClassName={buttonClasses('secondary', 'sm', 'w-9 px-0')}
        contentClassName={isKept ? 'w-64' : 'w-44'}
      >
        <DropdownMenuAction icon={<Pencil aria-hidden="true" className="size-4" />} onSelect={() => choose(onEdit)}>
          Edit
        </DropdownMenuAction>
        {!isKept && (
          <DropdownMenuAction
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            onSelect={() => choose(onDelete)}
            isDestructive
          >
            Delete
          </DropdownMenuAction>
        )}
        {isKept && isActive && (
          <DropdownMenuAction
            icon={<EyeOff aria-hidden="true" className="size-4" />}
            onSelect={() => choose(onDeactivate)}
            describedBy={noteId}
          >
            {PLANS_TEXTS.deactivateInstead}
          </DropdownMenuAction>
        )}
        {isKept && <DropdownMenuNote id={noteId}>{keptPlanNote(subscriptionCount, isActive)}</DropdownMenuNote>}
      </DropdownMenu>
    </div>
  );
}
