import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { useTakeEpaperAnswer } from './take-epaper-answer.ts';

/** DELETE /epapers/{id}/pages/{pageId}/: the page and its versions; the pages after it move up. */
export async function deletePage(id: number, pageId: number): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.removePage, { params: { id, pageId } });
}

/** Removes a page from an edition; the edition takes the answer. */
export function useRemovePage() {
  const onSuccess = useTakeEpaperAnswer();
  return useMutation({
    mutationFn: ({ id, pageId }: { id: number; pageId: number }) => deletePage(id, pageId),
    onSuccess,
  });
}
