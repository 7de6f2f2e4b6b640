import { useRef } from 'react';
import { Download, FilePlus2, RefreshCw, Replace } from 'lucide-react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { cx } from '../../../lib/class-names.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError } from '../../../lib/notify.ts';
import { useRetryEpaper } from './api/retry-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { EpaperPagesGrid } from './epaper-pages-grid.tsx';
import { ProcessingProgress } from './processing-progress.tsx';
import { LATE_PAGES_TEXTS } from './late-pages-texts.ts';
import { useLatePages } from './use-late-pages.tsx';

/** "Retry processing": the failed edition goes back to pending, and the focus to its progress. */
function useRetryProcessing(id: number) {
  const retry = useRetryEpaper();
  // Set before the call: the answer makes the edition pending (and the progress mount) at once.
  const shouldFocusProgress = useRef(false);
  // The Retry button is gone once the edition is pending: the focus goes where the news is.
  const progressRef = (node: HTMLDivElement | null) => {
    if (!node || !shouldFocusProgress.current) return;
    shouldFocusProgress.current = false;
    node.focus();
  };
  const start = async () => {
    shouldFocusProgress.current = true;
    try {
      await retry.mutateAsync(id);
    } catch (error) {
      shouldFocusProgress.current = false;
      notifyError(failureText('retry processing', getErrorMessage(error)));
    }
  };
  return { start, isRetrying: retry.isPending, progressRef };
}

/**
 * Replace pages… and Insert pages… above a completed edition's pages, and what is under
 * way (a move, a removal) as a polite status.
 */
function LatePagesToolbar({
  onReplace,
  onInsert,
  isChanging,
  status,
}: {
  onReplace: () => void;
  onInsert: () => void;
  isChanging: boolean;
  status: string | null;
}) {
  return (
    <div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onReplace} disabled={isChanging}>
          {/* Without their icons on a phone, both buttons fit on one line. */}
          <Replace aria-hidden="true" className="hidden size-4 sm:block" />
          {LATE_PAGES_TEXTS.replacePages}
        </Button>
        <Button variant="secondary" size="sm" onClick={onInsert} disabled={isChanging}>
          <FilePlus2 aria-hidden="true" className="hidden size-4 sm:block" />
          {LATE_PAGES_TEXTS.insertPages}
        </Button>
      </div>
      {/* Always there (empty, it takes no room), so what it comes to say is announced. */}
      <p role="status" className={cx('text-sm text-gray-600 dark:text-gray-400', status && 'mt-2')}>
        {status}
      </p>
    </div>
  );
}

/**
 * The right card of View E-Paper: "Pages (n)", the whole PDF to download, the live
 * progress while processing, the failure and its retry, then the pages. A completed
 * edition's pages can be replaced, inserted, moved and removed, and each page's earlier
 * versions restored (late pages); not while processing is pending or failed.
 */
export function EpaperPagesCard({ epaper }: { epaper: EpaperWithPages }) {
  const { pages } = epaper;
  const isPending = epaper.processing_status === 'pending';
  const { start, isRetrying, progressRef } = useRetryProcessing(epaper.id);
  const { gridRef, renderActions, dialogs, status, isChanging, replacePages, insertPages } = useLatePages(epaper);
  const canChangePages = epaper.processing_status === 'completed' && pages.length > 0;

  return (
    <Card
      title={EPAPER_DETAILS_TEXTS.pagesHeading(pages.length)}
      actions={
        epaper.original_pdf_path && (
          <a href={epaper.original_pdf_path} download className={buttonClasses('secondary', 'sm')}>
            <Download aria-hidden="true" className="size-4" />
            Download Complete PDF
          </a>
        )
      }
    >
      <div className="space-y-5">
        {isPending && (
          <div ref={progressRef} tabIndex={-1} className="rounded-xl">
            <ProcessingProgress epaper={epaper} />
          </div>
        )}
        {epaper.processing_status === 'failed' && (
          <Alert tone="error" title={EPAPER_DETAILS_TEXTS.processingFailed}>
            <p className="break-words">{epaper.processing_error ?? EPAPER_DETAILS_TEXTS.processingFailedFallback}</p>
            <Button variant="secondary" size="sm" className="mt-3" isLoading={isRetrying} onClick={() => void start()}>
              {!isRetrying && <RefreshCw aria-hidden="true" className="size-4" />}
              Retry processing
            </Button>
          </Alert>
        )}
        {canChangePages && (
          <LatePagesToolbar onReplace={replacePages} onInsert={insertPages} isChanging={isChanging} status={status} />
        )}
        {pages.length > 0 ? (
          <div ref={gridRef}>
            <EpaperPagesGrid pages={pages} renderActions={canChangePages ? renderActions : undefined} />
          </div>
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {isPending ? EPAPER_DETAILS_TEXTS.pagesPending : EPAPER_DETAILS_TEXTS.noPages}
          </p>
        )}
      </div>
      {canChangePages && dialogs}
    </Card>
  );
}
