import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { useTakeEpaperAnswer } from './take-epaper-answer.ts';

/** PUT /epapers/{id}/pages/order/: every page's id once, in the new order. */
export async function putPageOrder(id: number, pageIds: number[]): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.reorderPages, { params: { id }, body: { page_ids: pageIds } });
}

/** Puts an edition's pages in a new order; the edition takes the answer. */
export function useReorderPages() {
  const onSuccess = useTakeEpaperAnswer();
  return useMutation({
    mutationFn: ({ id, pageIds }: { id: number; pageIds: number[] }) => putPageOrder(id, pageIds),
    onSuccess,
  });
}
