import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import type { UploadProgress } from '../../../../lib/api/upload-with-progress.ts';
import { sendPages, usePagesUpload } from './send-pages.ts';

export type ReplacePagesInput = { id: number; from: number; to: number; file: File };

/**
 * POST /epapers/{id}/pages/replace/ (multipart: from_page, to_page, pdf_file): the PDF's
 * pages take the place of pages from–to, each the next version of its page.
 */
export function postReplacePages(
  { id, from, to, file }: ReplacePagesInput,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  return sendPages(epapersRoutes.replacePages, id, { from_page: from, to_page: to }, file, onProgress);
}

/** Replaces pages of an edition, with the upload's progress; the edition takes the answer. */
export function useReplacePages() {
  return usePagesUpload(postReplacePages);
}
