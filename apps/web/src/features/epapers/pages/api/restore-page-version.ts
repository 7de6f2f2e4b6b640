import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { useTakeEpaperAnswer } from './take-epaper-answer.ts';

type RestoreInput = { id: number; pageId: number; versionId: number };

/** POST /epapers/{id}/pages/{pageId}/versions/{versionId}/restore/: that version is the page readers see again. */
export async function postRestorePageVersion({ id, pageId, versionId }: RestoreInput): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.restorePageVersion, { params: { id, pageId, versionId } });
}

/** Restores an earlier version of a page; the edition takes the answer and the history is read again. */
export function useRestorePageVersion() {
  const onSuccess = useTakeEpaperAnswer();
  return useMutation({ mutationFn: postRestorePageVersion, onSuccess });
}
