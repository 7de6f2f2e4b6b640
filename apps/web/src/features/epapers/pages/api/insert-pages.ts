import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import type { UploadProgress } from '../../../../lib/api/upload-with-progress.ts';
import { sendPages, usePagesUpload } from './send-pages.ts';

export type InsertPagesInput = { id: number; after: number; file: File };

/** POST /epapers/{id}/pages/insert/ (multipart: after_page, pdf_file): the PDF's pages go in after that page (0: first). */
export function postInsertPages(
  { id, after, file }: InsertPagesInput,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  return sendPages(epapersRoutes.insertPages, id, { after_page: after }, file, onProgress);
}

/** Inserts pages into an edition, with the upload's progress; the edition takes the answer. */
export function useInsertPages() {
  return usePagesUpload(postInsertPages);
}
