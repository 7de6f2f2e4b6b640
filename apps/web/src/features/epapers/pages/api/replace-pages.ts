import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { UploadProgress } from '../../upload/api/upload-epaper-resumable.ts';
import { sendPages, usePagesUpload } from './send-pages.ts';

export type ReplacePagesInput = { id: number; from: number; to: number; file: File };

/** The PDF's pages take the place of pages from–to, each the next version of its page (a resumable upload). */
export function replacePages(
  { id, from, to, file }: ReplacePagesInput,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  return sendPages(id, { change: 'replace', from_page: from, to_page: to }, file, onProgress);
}

/** Replaces pages of an edition, with the upload's progress; the edition takes the answer. */
export function useReplacePages() {
  return usePagesUpload(replacePages);
}
