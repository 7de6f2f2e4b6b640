import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { UploadProgress } from '../../upload/api/upload-epaper-resumable.ts';
import { sendPages, usePagesUpload } from './send-pages.ts';

export type InsertPagesInput = { id: number; after: number; file: File };

/** The PDF's pages go in after page `after` (0: first), through a resumable upload. */
export function insertPages(
  { id, after, file }: InsertPagesInput,
  onProgress?: (progress: UploadProgress) => void,
): Promise<EpaperWithPages> {
  return sendPages(id, { change: 'insert', after_page: after }, file, onProgress);
}

/** Inserts pages into an edition, with the upload's progress; the edition takes the answer. */
export function useInsertPages() {
  return usePagesUpload(insertPages);
}
