import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api/upload-with-progress.ts';
import { epapersKeyRoot } from './epapers-key.ts';

export type UploadEpaperInput = {
  title: string;
  description: string;
  /** The calendar day chosen, yyyy-mm-dd. */
  publicationDate: string;
  file: File;
};

/**
 * The multipart body. The text fields go before the file, so the server refuses bad
 * fields before it stores a byte of the PDF. The day goes as the day itself, yyyy-mm-dd:
 * a timestamp (midnight UTC, as it once went) is read in the service's time zone, and west
 * of UTC that is the evening before.
 */
export function uploadEpaperBody(input: UploadEpaperInput): FormData {
  const body = new FormData();
  body.append('title', input.title);
  body.append('description', input.description);
  body.append('publication_date', input.publicationDate);
  body.append('pdf_file', input.file, input.file.name);
  return body;
}

/** POST /epapers/upload-paper/: answers the new edition (201), pending and unpublished. */
export async function uploadEpaper(
  input: UploadEpaperInput,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Epaper> {
  return uploadWithProgress<Epaper>(epapersRoutes.upload.path, uploadEpaperBody(input), {
    method: 'POST',
    ...options,
  });
}

/** True for the rejection of an upload that was cancelled here. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Uploads an edition with its progress; `cancel` stops it. Leaving the screen cancels it
 * too: nothing would show its progress or its outcome any more. On success every e-paper
 * query is read again, so the list shows the new edition.
 */
export function useUploadEpaper() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (input: UploadEpaperInput) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setProgress({ loaded: 0, total: input.file.size });
      return uploadEpaper(input, { onProgress: setProgress, signal: current.signal });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: epapersKeyRoot }),
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
  });

  return {
    upload: mutation.mutateAsync,
    cancel: () => controller.current?.abort(),
    progress,
    isUploading: mutation.isPending,
  };
}
