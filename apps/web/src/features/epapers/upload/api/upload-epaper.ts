import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { epapersKeyRoot } from '../../api/epapers-keys.ts';
import { startEpaperUpload, type ResumableProgress, type ResumableUpload } from './upload-epaper-resumable.ts';

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
  const current = useRef<ResumableUpload<unknown> | null>(null);

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
