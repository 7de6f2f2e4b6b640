import { useQuery } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { epaperKey } from './epapers-key.ts';

/** How often an edition being processed is read again, so its progress is live. */
export const PROCESSING_POLL_MS = 2000;

/** The id in the path, or null when it cannot name an edition (then nothing is fetched). */
export function parseEpaperId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** GET /epapers/{id}/: one edition with its pages. */
export async function fetchEpaper(id: number, signal?: AbortSignal): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.get, { params: { id }, signal });
}

/** True when the answer says the edition does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * One edition; an id that cannot exist (`null`) is not fetched. While its processing is
 * pending it is read every 2 s, so the progress moves and the pages appear on their own;
 * the polling stops once it has completed or failed.
 */
export function useEpaper(id: number | null) {
  return useQuery({
    queryKey: epaperKey(id ?? 0),
    queryFn: ({ signal }) => fetchEpaper(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.processing_status === 'pending' ? PROCESSING_POLL_MS : false),
  });
}
