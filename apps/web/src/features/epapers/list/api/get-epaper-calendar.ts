import { useQuery } from '@tanstack/react-query';
import type { EpaperCalendar } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperCalendarKey } from '../../api/epapers-keys.ts';

/** The days before today the listing's calendar shows (today included); the API adds the week ahead. */
export const CALENDAR_DAYS = 60;

/** GET /epapers/calendar/: each day's status and editions, from `days` days back to a week ahead. */
export async function fetchEpaperCalendar(days: number, signal?: AbortSignal): Promise<EpaperCalendar> {
  return callApi(epapersRoutes.calendar, { query: { days }, signal });
}

/** The listing's calendar of the last 60 days and the week ahead. */
export function useEpaperCalendar(days = CALENDAR_DAYS) {
  return useQuery({
    queryKey: epaperCalendarKey(days),
    queryFn: ({ signal }) => fetchEpaperCalendar(days, signal),
  });
}
