import { useRef } from 'react';
import { CalendarClock, CalendarX, Send } from 'lucide-react';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { Button } from '../../../components/button.tsx';
import { keepingFocus } from '../../../components/focus-return.ts';
import { getErrorMessage } from '../../../lib/api/error-messages.ts';
import { failureText, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { usePublishEpaper } from './api/publish-epaper.ts';
import { useUnscheduleEpaper } from '../schedule/api/schedule-epaper.ts';
import { EPAPER_SCHEDULE_TEXTS } from '../schedule/epaper-schedule-texts.ts';
import { useOpenFindingsConfirm } from '../readiness/use-open-findings-confirm.tsx';
import { useSameDayConfirm } from '../schedule/use-same-day-confirm.tsx';
import { ScheduleDialog } from '../schedule/schedule-dialog.tsx';

type PublishingEpaper = Pick<
  EpaperWithPages,
  | 'id'
  | 'publication_date'
  | 'is_published'
  | 'processing_status'
  | 'scheduled_at'
  | 'hold_if_late'
  | 'open_findings'
  | 'findings'
>;

/** Publish now once processing has completed; schedule while it can still go live; unschedule a scheduled one. */
function actionsFor(epaper: PublishingEpaper) {
  const isUnpublished = !epaper.is_published;
  return {
    canPublish: isUnpublished && epaper.processing_status === 'completed',
    canSchedule: isUnpublished && epaper.processing_status !== 'failed',
    isScheduled: isUnpublished && epaper.scheduled_at !== null,
  };
}

/**
 * View E-Paper's publishing buttons: Publish now, Schedule… or Reschedule…, Unschedule.
 * Open findings of the checks before publishing are asked about first, then a second
 * edition of a day (Schedule… asks both on saving). Nothing shows for an edition already
 * live, or a failed one (it needs Retry processing first).
 */
export function PublishingActions({ epaper }: { epaper: PublishingEpaper }) {
  const publish = usePublishEpaper();
  const unschedule = useUnscheduleEpaper();
  const sameDay = useSameDayConfirm();
  const openFindings = useOpenFindingsConfirm();
  const scheduleButton = useRef<HTMLButtonElement>(null);
  const publishButton = useRef<HTMLButtonElement>(null);
  const { canPublish, canSchedule, isScheduled } = actionsFor(epaper);
  if (!canPublish && !canSchedule && !isScheduled) return null;

  const publishNow = async () => {
    if (!(await openFindings.ask(epaper, EPAPER_SCHEDULE_TEXTS.publishAnyway))) {
      publishButton.current?.focus();
      return;
    }
    try {
      const answer = await sameDay.run(
        (isConfirmed) => publish.mutateAsync({ id: epaper.id, body: isConfirmed ? { confirm_same_day: true } : {} }),
        EPAPER_SCHEDULE_TEXTS.publishAnyway,
      );
      if (answer) notifySuccess(EPAPER_SCHEDULE_TEXTS.published);
      // Asked and declined: back to the button. It was disabled while the first answer came,
      // so the question's dialog had nothing to give the focus back to.
      else publishButton.current?.focus();
    } catch (error) {
      notifyError(failureText('publish e-paper', getErrorMessage(error)));
    }
  };

  const removeSchedule = async () => {
    try {
      await unschedule.mutateAsync(epaper.id);
      notifySuccess(EPAPER_SCHEDULE_TEXTS.unscheduled);
      // Unschedule is gone with the schedule: the focus goes to the button that brings one back.
      scheduleButton.current?.focus();
    } catch (error) {
      notifyError(failureText('remove the schedule', getErrorMessage(error)));
    }
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {canPublish && (
        // Once live, the edition has no publishing buttons: the focus goes on to the card's next control.
        <Button ref={publishButton} onClick={() => void keepingFocus(publishNow)} isLoading={publish.isPending}>
          {!publish.isPending && <Send aria-hidden="true" className="size-4" />}
          {EPAPER_SCHEDULE_TEXTS.publishNow}
        </Button>
      )}
      {canSchedule && (
        <ScheduleDialog
          epaper={epaper}
          trigger={
            <Button ref={scheduleButton} variant="secondary">
              <CalendarClock aria-hidden="true" className="size-4" />
              {isScheduled ? EPAPER_SCHEDULE_TEXTS.reschedule : EPAPER_SCHEDULE_TEXTS.schedule}
            </Button>
          }
        />
      )}
      {isScheduled && (
        <Button variant="secondary" onClick={() => void removeSchedule()} isLoading={unschedule.isPending}>
          {!unschedule.isPending && <CalendarX aria-hidden="true" className="size-4" />}
          {EPAPER_SCHEDULE_TEXTS.unschedule}
        </Button>
      )}
      {openFindings.dialog}
      {sameDay.dialog}
    </div>
  );
}
