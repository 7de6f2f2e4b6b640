import type { Epaper } from '@epaper/shared/epapers.contract';
import { EPAPER_DETAILS_TEXTS } from '../epaper-details-texts.ts';

type ProcessingProgressProps = { epaper: Pick<Epaper, 'pages_done' | 'page_count'> };

/**
 * The live progress of a pending edition. Until the page count is known (0) the bar has
 * no maximum and pulses; then it fills page by page. It is not a live region: polled
 * every 2 s it would talk over everything; the bar's value is read on demand.
 */
export function ProcessingProgress({ epaper }: ProcessingProgressProps) {
  const total = epaper.page_count;
  const done = Math.min(epaper.pages_done, total > 0 ? total : epaper.pages_done);
  const isKnown = total > 0;
  const label = isKnown ? EPAPER_DETAILS_TEXTS.processingPage(done, total) : EPAPER_DETAILS_TEXTS.preparingPages;
  return (
    <div className="space-y-2 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 dark:border-amber-900/60 dark:bg-amber-950/50">
      <p className="text-sm font-medium text-amber-900 dark:text-amber-200">{label}</p>
      <div
        role="progressbar"
        aria-label="Processing progress"
        aria-valuemin={0}
        aria-valuenow={done}
        aria-valuemax={isKnown ? total : undefined}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-amber-200/70 dark:bg-amber-900/60"
      >
        <div
          className={
            isKnown
              ? 'h-full rounded-full bg-amber-500 transition-[width] duration-500 motion-reduce:transition-none dark:bg-amber-400'
              : 'h-full w-1/3 animate-pulse rounded-full bg-amber-500 motion-reduce:animate-none dark:bg-amber-400'
          }
          style={isKnown ? { width: `${(done / total) * 100}%` } : undefined}
        />
      </div>
    </div>
  );
}
