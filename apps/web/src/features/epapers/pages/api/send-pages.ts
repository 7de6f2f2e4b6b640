import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { fetchEpaper } from '../../api/get-epaper.ts';
import { startResumableUpload, type UploadProgress } from '../../upload/api/upload-epaper-resumable.ts';
import { useTakeEpaperAnswer } from './take-epaper-answer.ts';

/** Which change a PDF of pages makes, and where, as the resumable upload's metadata names it. */
export type PageChange =
  { change: 'replace'; from_page: number; to_page: number } | { change: 'insert'; after_page: number };

/**
 * Sends an edition's new pages through the same resumable upload as an edition's PDF, so
 * a dropped connection (a phone on a train) goes on from where it stopped. The change and
 * its page range travel as the upload's metadata, checked before a byte of the PDF is
 * sent; the last answer names the edition, which is then read with its new pages.
 */
export async function sendPages(
  id: number,
  change: PageChange,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  const metadata = Object.fromEntries(
    Object.entries({ ...change, epaper_id: id, filename: file.name }).map(([name, value]) => [name, String(value)]),
  );
  const changed = await startResumableUpload(metadata, file, onProgress).done;
  return fetchEpaper(changed);
}

/**
 * A change that sends a PDF of pages (replace, insert), with its upload's progress. The
 * server renders the pages before it answers, so the progress reaches 100% and the
 * change is still under way until the answer, which the edition takes.
 */
export function usePagesUpload<Input>(
  send: (input: Input, onProgress: (progress: UploadProgress) => void) => Promise<EpaperWithPages>,
) {
  const takeAnswer = useTakeEpaperAnswer();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (input: Input) => {
      setProgress({ loaded: 0, total: 0 });
      return send(input, setProgress);
    },
    onSuccess: takeAnswer,
    onSettled: () => setProgress(null),
  });
  return { send: mutation.mutateAsync, progress, isPending: mutation.isPending };
}
