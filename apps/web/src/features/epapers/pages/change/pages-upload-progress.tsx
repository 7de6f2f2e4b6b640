import type { UploadProgress as Progress } from '../../upload/api/upload-epaper-resumable.ts';
import { UploadProgress } from '../../upload/upload-progress.tsx';

/**
 * A late-pages change under way: what is happening ("Replacing page 3…"), said politely,
 * and its upload's bar. Once every byte has gone the server is still rendering the pages,
 * so the words stay until its answer.
 */
export function PagesUploadProgress({
  text,
  progress,
  fileSize,
}: {
  text: string;
  progress: Progress;
  fileSize: number;
}) {
  return (
    <div className="space-y-2 rounded-xl border border-gray-200 bg-gray-50 p-4 dark:border-gray-800 dark:bg-gray-800/40">
      <p role="status" className="text-sm font-medium text-gray-900 dark:text-gray-100">
        {text}
      </p>
      <UploadProgress progress={progress} fileSize={fileSize} />
    </div>
  );
}
