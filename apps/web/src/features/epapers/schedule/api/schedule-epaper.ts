import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EpaperWithPages, ScheduleEpaperRequest } from '@epaper/shared/epapers.contract';
import { epapersRoutes } from '@epaper/shared/epapers.routes';
import { callApi } from '../../../../lib/api/api-client.ts';
import { epaperKey, epapersListKeyRoot } from '../../api/epapers-keys.ts';

/**
 * POST /epapers/{id}/schedule/: goes live by itself at `scheduled_at` (a wall time in the
 * service's time zone); moves the time when already scheduled.
 */
export async function postScheduleEpaper(id: number, body: ScheduleEpaperRequest): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.schedule, { params: { id }, body });
}

/** DELETE /epapers/{id}/schedule/: back to a draft. */
export async function deleteEpaperSchedule(id: number): Promise<EpaperWithPages> {
  return callApi(epapersRoutes.unschedule, { params: { id } });
}

/**
 * The details take the answer; the list, the calendar and the day's editions (all under
 * the list's root) are read again when next shown.
 */
function useTakeAnswer() {
  const queryClient = useQueryClient();
  return (epaper: EpaperWithPages) => {
    queryClient.setQueryData(epaperKey(epaper.id), epaper);
    void queryClient.invalidateQueries({ queryKey: epapersListKeyRoot });
  };
}

/** Schedules an edition, or moves its time. */
export function useScheduleEpaper() {
  const onSuccess = useTakeAnswer();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ScheduleEpaperRequest }) => postScheduleEpaper(id, body),
    onSuccess,
  });
}

/** Takes an edition's schedule away. */
export function useUnscheduleEpaper() {
  const onSuccess = useTakeAnswer();
  return useMutation({ mutationFn: deleteEpaperSchedule, onSuccess });
}
