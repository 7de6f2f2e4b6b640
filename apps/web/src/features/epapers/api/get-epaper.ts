import { useQuery } from '@tanstack/react-query';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { epaperKey } from './epapers-keys.ts';

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

/** The longest a scheduled edition's page waits before reading it again. */
const SCHEDULED_POLL_MS = 30_000;

/**
 * When to read the edition again: every 2 s while processing, so the progress moves; while
 * scheduled, just after its time (then every 2 s until it is live or held), and at least
 * every 30 s, so the page turns to Published by itself; never otherwise.
 */
export function nextReadInMs(epaper: EpaperWithPages | undefined, now = Date.now()): number | false {
  if (!epaper) return false;
  if (epaper.processing_status === 'pending') return PROCESSING_POLL_MS;
  if (!epaper.scheduled_at || epaper.is_published || epaper.is_held) return false;
  const untilDue = Date.parse(epaper.scheduled_at) - now;
  return Math.min(SCHEDULED_POLL_MS, Math.max(PROCESSING_POLL_MS, untilDue + PROCESSING_POLL_MS));
}

/** One edition; an id that cannot exist (`null`) is not fetched; read again as `nextReadInMs` says. */
export function useEpaper(id: number | null) {
  return useQuery({
    queryKey: epaperKey(id ?? 0),
    queryFn: ({ signal }) => fetchEpaper(id ?? 0, signal),
    enabled: id !== null,
    refetchInterval: (query) => nextReadInMs(query.state.data),
  });
}
