import { useRef } from 'react';
import { ArrowLeft, ArrowRight, EllipsisVertical, FilePlus2, History, Replace, Trash2 } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { DropdownMenu, DropdownMenuAction, DropdownMenuSeparator } from '../../../components/dropdown-menu.tsx';
import { LATE_PAGES_TEXTS } from './late-pages-texts.ts';

/** What a page's menu can do; a move or Remove the page cannot take is left out. */
export type PageActions = {
  replace: () => void;
  insertAfter: () => void;
  moveEarlier: (() => void) | null;
  moveLater: (() => void) | null;
  remove: (() => void) | null;
  history: () => void;
};

const ICON = 'size-4';

/**
 * "Page 3 actions": a small menu button under a page's thumbnail with Replace…, Insert
 * after…, Move earlier, Move later, Remove and History…. Choosing an entry first puts the
 * focus back on the menu button, so a dialog it opens returns the focus there on closing
 * (not to the menu entry, gone by then). `data-page-actions` lets the pages card find the
 * button again after the page moved.
 */
export function PageActionsMenu({
  pageNumber,
  pageId,
  actions,
}: {
  pageNumber: number;
  pageId: number;
  actions: PageActions;
}) {
  const wrapper = useRef<HTMLDivElement>(null);
  const { moveEarlier, moveLater, remove } = actions;
  const choose = (action: () => void) => {
    wrapper.current?.querySelector('button')?.focus();
    action();
  };
  return (
    <div ref={wrapper} data-page-actions={pageId} className="shrink-0">
      <DropdownMenu
        trigger={<EllipsisVertical aria-hidden="true" strokeWidth={2.5} className="size-5 shrink-0" />}
        triggerLabel={LATE_PAGES_TEXTS.pageActions(pageNumber)}
        triggerClassName={buttonClasses('secondary', 'sm', 'w-9 px-0')}
        contentClassName="w-52"
      >
        <DropdownMenuAction
          icon={<Replace aria-hidden="true" className={ICON} />}
          onSelect={() => choose(actions.replace)}
        >
          {LATE_PAGES_TEXTS.replace}
        </DropdownMenuAction>
        <DropdownMenuAction
          icon={<FilePlus2 aria-hidden="true" className={ICON} />}
          onSelect={() => choose(actions.insertAfter)}
        >
          {LATE_PAGES_TEXTS.insertAfter}
        </DropdownMenuAction>
        {moveEarlier && (
          <DropdownMenuAction
            icon={<ArrowLeft aria-hidden="true" className={ICON} />}
            onSelect={() => choose(moveEarlier)}
          >
            {LATE_PAGES_TEXTS.moveEarlier}
          </DropdownMenuAction>
        )}
        {moveLater && (
          <DropdownMenuAction
            icon={<ArrowRight aria-hidden="true" className={ICON} />}
            onSelect={() => choose(moveLater)}
          >
            {LATE_PAGES_TEXTS.moveLater}
          </DropdownMenuAction>
        )}
        <DropdownMenuAction
          icon={<History aria-hidden="true" className={ICON} />}
          onSelect={() => choose(actions.history)}
        >
          {LATE_PAGES_TEXTS.history}
        </DropdownMenuAction>
        {remove && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuAction
              icon={<Trash2 aria-hidden="true" className={ICON} />}
              onSelect={() => choose(remove)}
              isDestructive
            >
              {LATE_PAGES_TEXTS.remove}
            </DropdownMenuAction>
          </>
        )}
      </DropdownMenu>
    </div>
  );
}
