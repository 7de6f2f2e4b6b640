import type { UploadProgress as Progress } from '../../../lib/api/upload-with-progress.ts';

const MB = 1024 * 1024;

/** Whole percent sent, never 100 before every byte has gone. */
export function percentOf({ loaded, total }: Progress): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((loaded / total) * 100));
}

/** "42% — 12.3 MB of 29.1 MB". */
export function progressText(progress: Progress): string {
  const sent = (progress.loaded / MB).toFixed(1);
  const total = (progress.total / MB).toFixed(1);
  return `${percentOf(progress)}% — ${sent} MB of ${total} MB`;
}

/**
 * The upload's progress bar and its numbers. The bar carries the value for screen readers
 * on demand; a polite status says it aloud only every 10 %, not on every progress event.
 */
export function UploadProgress({ progress, fileSize }: { progress: Progress; fileSize: number }) {
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
      <p role="status" className="sr-only">
        Uploading: {Math.floor(percent / 10) * 10}%
      </p>
    </div>
  );
}
