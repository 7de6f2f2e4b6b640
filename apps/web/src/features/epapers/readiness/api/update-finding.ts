import { useMutation } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { useTakeEpaperAnswer } from '../../pages/api/take-epaper-answer.ts';

type FindingInput = { id: number; findingId: number; accepted: boolean };

/** PUT /epapers/{id}/findings/{findingId}/: accepts a finding of the checks before publishing, or takes that back. */
export async function putFinding({ id, findingId, accepted }: FindingInput): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.updateFinding, { params: { id, findingId }, body: { accepted } });
}

/** Accepts a finding, or undoes that; the edition takes the answer (its findings and open count). */
export function useUpdateFinding() {
  const onSuccess = useTakeEpaperAnswer();
  return useMutation({ mutationFn: putFinding, onSuccess });
}
