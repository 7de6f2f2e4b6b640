import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useRemovePage } from './api/remove-page.ts';
import { useReorderPages } from './api/reorder-pages.ts';
import { LATE_PAGES_TEXTS } from './late-pages-texts.ts';
import { InsertPagesDialog } from './change/insert-pages-dialog.tsx';
import { PageActionsMenu } from './page-actions-menu.tsx';
import { PageHistoryDialog } from './page-history-dialog.tsx';
import { ReplacePagesDialog } from './change/replace-pages-dialog.tsx';

/** The page order with the page at `index` swapped with its neighbour on `direction`'s side. */
export function swappedOrder(pages: readonly EpaperPage[], index: number, direction: -1 | 1): number[] {
  const ids = pages.map((page) => page.id);
  const other = index + direction;
  const [a, b] = [ids[index], ids[other]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

/** Focuses `find()`'s element once nothing holds the focus back (a dialog still closing): a few frames at most. */
function focusSoon(find: () => HTMLElement | null | undefined, framesLeft = 10) {
  const element = find();
  element?.focus();
  if (framesLeft > 0 && (!element || document.activeElement !== element)) {
    requestAnimationFrame(() => focusSoon(find, framesLeft - 1));
  }
}

/**
 * Late pages on a completed edition: the dialogs (Replace, Insert, History), a menu for
 * each page, Move earlier / later (the whole order sent, the page swapped with its
 * neighbour) and Remove (asked first). After a move or a removal the focus goes to the
 * menu of the page moved, or of the page now in the removed one's place. `status` says
 * what is under way, for a polite live region.
 */
export function useLatePages(epaper: EpaperWithPages) {
  const { pages } = epaper;
  const reorder = useReorderPages();
  const remove = useRemovePage();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [replacing, setReplacing] = useState<number | null>(null);
  const [insertingAfter, setInsertingAfter] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<EpaperPage | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // The page whose menu takes the focus once the pages change.
  const focusPageId = useRef<number | null>(null);
  const isChanging = reorder.isPending || remove.isPending;

  useEffect(() => {
    const id = focusPageId.current;
    if (id === null) return;
    focusPageId.current = null;
    focusSoon(() => gridRef.current?.querySelector<HTMLElement>(`[data-page-actions="${id}"] button`));
  }, [pages]);

  const move = async (page: EpaperPage, index: number, direction: -1 | 1) => {
    if (isChanging) return;
    setStatus(LATE_PAGES_TEXTS.moving(page.page_number));
    focusPageId.current = page.id;
    try {
      const answer = await reorder.mutateAsync({ id: epaper.id, pageIds: swappedOrder(pages, index, direction) });
      const movedTo = answer.pages.find((moved) => moved.id === page.id)?.page_number ?? page.page_number + direction;
      notifySuccess(LATE_PAGES_TEXTS.moved(page.page_number, movedTo));
    } catch (error) {
      focusPageId.current = null;
      notifyError(failureText(LATE_PAGES_TEXTS.failed.move, getErrorMessage(error)));
    } finally {
      setStatus(null);
    }
  };

  const removePage = async (page: EpaperPage, index: number) => {
    if (isChanging) return;
    const isConfirmed = await confirm({
      title: LATE_PAGES_TEXTS.removeTitle(page.page_number),
      message: LATE_PAGES_TEXTS.removeMessage,
      confirmLabel: LATE_PAGES_TEXTS.remove,
      isDestructive: true,
    });
    if (!isConfirmed) return;
    // Sent once the question has closed and given the focus back to the menu, so the
    // focus can then go on to the page taking this one's place.
    const next = pages[index + 1] ?? pages[index - 1];
    focusPageId.current = next?.id ?? null;
    setStatus(LATE_PAGES_TEXTS.removing(page.page_number));
    try {
      await remove.mutateAsync({ id: epaper.id, pageId: page.id });
      notifySuccess(LATE_PAGES_TEXTS.removed(page.page_number));
    } catch (error) {
      focusPageId.current = null;
      notifyError(failureText(LATE_PAGES_TEXTS.failed.remove, getErrorMessage(error)));
    } finally {
      setStatus(null);
    }
  };

  const renderActions = (page: EpaperPage, index: number): ReactNode => (
    <PageActionsMenu
      pageNumber={page.page_number}
      pageId={page.id}
      actions={{
        replace: () => setReplacing(page.page_number),
        insertAfter: () => setInsertingAfter(page.page_number),
        moveEarlier: index > 0 ? () => void move(page, index, -1) : null,
        moveLater: index < pages.length - 1 ? () => void move(page, index, 1) : null,
        // An edition keeps at least one page.
        remove: pages.length > 1 ? () => void removePage(page, index) : null,
        history: () => setHistoryOf(page),
      }}
    />
  );

  const dialogs = (
    <>
      <ReplacePagesDialog epaper={epaper} page={replacing} onClose={() => setReplacing(null)} />
      <InsertPagesDialog epaper={epaper} after={insertingAfter} onClose={() => setInsertingAfter(null)} />
      <PageHistoryDialog epaperId={epaper.id} page={historyOf} onClose={() => setHistoryOf(null)} />
      {confirmDialog}
    </>
  );

  return {
    gridRef,
    renderActions,
    dialogs,
    status,
    isChanging,
    /** The card's own buttons: from page 1, and after the last page. */
    replacePages: () => setReplacing(1),
    insertPages: () => setInsertingAfter(pages.length),
  };
}
