import { useRef } from 'react';
import { Download, RefreshCw } from 'lucide-react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError } from '../../../lib/notify.ts';
import { useRetryEpaper } from '../api/retry-epaper.ts';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';
import { EpaperPagesGrid } from './epaper-pages-grid.tsx';
import { ProcessingProgress } from './processing-progress.tsx';

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
 * The right card of View E-Paper: "Pages (n)", the whole PDF to download, the live
 * progress while processing, the failure and its retry, then the pages.
 */
export function EpaperPagesCard({ epaper }: { epaper: EpaperWithPages }) {
  const { pages } = epaper;
  const isPending = epaper.processing_status === 'pending';
  const { start, isRetrying, progressRef } = useRetryProcessing(epaper.id);

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
        {pages.length > 0 ? (
          <EpaperPagesGrid pages={pages} />
        ) : (
          <p className="rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center text-sm text-gray-600 dark:border-gray-700 dark:text-gray-400">
            {isPending ? EPAPER_DETAILS_TEXTS.pagesPending : EPAPER_DETAILS_TEXTS.noPages}
          </p>
        )}
      </div>
    </Card>
  );
}
