import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { uploadWithProgress, type UploadProgress } from '../../../../lib/api/upload-with-progress.ts';
import { epapersKeyRoot } from '../../api/epapers-keys.ts';
import { startEpaperUpload, type EpaperUpload, type ResumableProgress } from './upload-epaper-resumable.ts';

export type UploadEpaperInput = {
  title: string;
  description: string;
  /** The calendar day chosen, yyyy-mm-dd. */
  publicationDate: string;
  file: File;
  /** When it goes live by itself: a wall time yyyy-mm-ddThh:mm in the service's time zone. */
  schedule?: { scheduledAt: string; holdIfLate: boolean } | undefined;
  /** Yes to a second edition of a day that already has a published or scheduled one. */
  confirmSameDay?: boolean | undefined;
};

/**
 * The multipart body. The text fields go before the file, so the server refuses bad
 * fields (a schedule in the past, a second edition of the day not confirmed) before it
 * stores a byte of the PDF. The day goes as the day itself, yyyy-mm-dd: a timestamp
 * (midnight UTC, as it once went) is read in the service's time zone, and west of UTC that
 * is the evening before.
 */
export function uploadEpaperBody(input: UploadEpaperInput): FormData {
  const body = new FormData();
  body.append('title', input.title);
  body.append('description', input.description);
  body.append('publication_date', input.publicationDate);
  if (input.schedule) {
    body.append('scheduled_at', input.schedule.scheduledAt);
    body.append('hold_if_late', String(input.schedule.holdIfLate));
  }
  if (input.confirmSameDay) body.append('confirm_same_day', 'true');
  body.append('pdf_file', input.file, input.file.name);
  return body;
}

/**
 * POST /epapers/upload-paper/ in one request: answers the new edition (201), pending and
 * unpublished (scheduled, if asked). The form uploads resumably (useUploadEpaper); this
 * stays for API-style use.
 */
export async function uploadEpaper(
  input: UploadEpaperInput,
  options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {},
): Promise<Epaper> {
  return uploadWithProgress(epapersRoutes.upload, uploadEpaperBody(input), options);
}

/** True for the rejection of an upload that was cancelled here. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Uploads an edition from the form, resumably (upload-epaper-resumable.ts), with its
 * progress; `cancel` gives it up and the server removes its bytes. Leaving the screen
 * stops it but keeps it: nothing would show its progress or its outcome any more, and
 * choosing the same file again later goes on from where it stopped. On success every
 * e-paper query is read again, so the list shows the new edition.
 */
export function useUploadEpaper() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<ResumableProgress | null>(null);
  const current = useRef<EpaperUpload | null>(null);

  useEffect(() => () => current.current?.pause(), []);

  const mutation = useMutation({
    mutationFn: (input: UploadEpaperInput) => {
      current.current?.pause();
      setProgress({ loaded: 0, total: input.file.size });
      const upload = startEpaperUpload(input, setProgress);
      current.current = upload;
      return upload.done;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: epapersKeyRoot }),
    onSettled: () => {
      current.current = null;
      setProgress(null);
    },
  });

  return {
    upload: mutation.mutateAsync,
    cancel: () => current.current?.cancel(),
    progress,
    isUploading: mutation.isPending,
  };
}
