import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { epapersRoutes } from '@epaper/shared/epapers.routes';
import { uploadWithProgress, type UploadProgress } from '../../../../lib/api/upload-with-progress.ts';
import { useTakeEpaperAnswer } from './take-epaper-answer.ts';

/**
 * Sends an edition's new pages as multipart: the text fields first, so the server refuses
 * a wrong page number before it stores a byte of the PDF, then the file.
 */
export function sendPages(
  route: typeof epapersRoutes.replacePages | typeof epapersRoutes.insertPages,
  id: number,
  fields: Record<string, string | number>,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value));
  body.append('pdf_file', file, file.name);
  return uploadWithProgress(route, body, { params: { id }, onProgress });
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
