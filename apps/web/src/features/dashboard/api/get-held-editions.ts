import { useQuery } from '@tanstack/react-query';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../lib/api/api-client.ts';
import { heldEditionsKey } from './dashboard-keys.ts';

/** More than a desk schedules ahead; a longer queue is read no further (the warning names the first held). */
export const SCHEDULED_PAGE_SIZE = 50;

/** How often the Dashboard looks again: an edition is held from the minute its time passes, with no event to say so. */
export const HELD_REFRESH_MS = 60_000;

/** GET /epapers/?status=scheduled: the editions waiting for their time, of which the held ones are late. */
export async function fetchHeldEditions(signal?: AbortSignal): Promise<Epaper[]> {
  const page = await callApi(epapersRoutes.list, {
    query: { status: 'scheduled', page_size: SCHEDULED_PAGE_SIZE },
    signal,
  });
  return page.results.filter((epaper) => epaper.is_held);
}

/** The scheduled editions whose time has passed and that are not live. */
export function useHeldEditions() {
  return useQuery({
    queryKey: heldEditionsKey,
    queryFn: ({ signal }) => fetchHeldEditions(signal),
    refetchInterval: HELD_REFRESH_MS,
  });
}
