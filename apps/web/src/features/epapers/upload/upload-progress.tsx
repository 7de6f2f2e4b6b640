import type { UploadProgress as Progress } from './api/upload-epaper-resumable.ts';
import type { ResumableProgress } from './api/upload-epaper-resumable.ts';

const MB = 1024 * 1024;
const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

/** Whole percent sent, never 100 before every byte has gone. */
export function percentOf({ loaded, total }: Progress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** "42% — 12.3 MB of 29.1 MB". */
export function progressText(progress: Progress): string {
  return `${percentOf(progress)}% — ${megabytes(progress.loaded)} MB of ${megabytes(progress.total)} MB`;
}

/** "Resuming from 48% (120.3 MB of 250.0 MB already sent).": what an earlier start got through. */
export function resumedText(resumed: Progress): string {
  const { loaded, total } = resumed;
  return `Resuming from ${percentOf(resumed)}% (${megabytes(loaded)} MB of ${megabytes(total)} MB already sent).`;
}

/**
 * The upload's progress bar and its numbers, and how far an upload that goes on after a
 * cut or a reload had already come. The bar carries the value for screen readers on
 * demand; a polite status says it aloud only every 10 %, not on every progress event.
 */
export function UploadProgress({ progress, fileSize }: { progress: ResumableProgress; fileSize: number }) {
  // Without a computable length, the file's own size is the best total there is.
  const shown = progress.total > 0 ? progress : { loaded: progress.loaded, total: fileSize };
  const percent = percentOf(shown);
  const text = progressText(shown);
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200 dark:bg-brand-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-gray-700 tabular-nums dark:text-gray-300">{text}</p>
      {progress.resumedFrom !== undefined && (
        <p className="text-sm text-gray-600 tabular-nums dark:text-gray-400">
          {resumedText({ loaded: progress.resumedFrom, total: shown.total })}
        </p>
      )}
      <p role="status" className="sr-only">
        Uploading: {Math.floor(percent / 10) * 10}%
      </p>
    </div>
  );
}
