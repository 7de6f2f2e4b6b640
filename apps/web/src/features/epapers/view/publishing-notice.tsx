import type { Epaper } from '@epaper/shared/epapers.contract';
import { Alert } from '../../../components/alert.tsx';
import { EPAPER_SCHEDULE_TEXTS } from '../schedule/epaper-schedule-texts.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';

type NoticeEpaper = Pick<Epaper, 'is_published' | 'processing_status' | 'scheduled_at' | 'hold_if_late' | 'is_held'>;

/** Why a held edition waits, and what the desk can do about it. */
function heldReason(epaper: NoticeEpaper): string {
  if (epaper.processing_status !== 'completed') {
    return epaper.hold_if_late ? EPAPER_SCHEDULE_TEXTS.heldProcessingThenHold : EPAPER_SCHEDULE_TEXTS.heldProcessing;
  }
  return EPAPER_SCHEDULE_TEXTS.heldLate;
}

/**
 * Above View E-Paper, for a scheduled edition that will not simply go live on time: held
 * (its time has passed and it waits), or still processing (it goes live only once done).
 */
export function PublishingNotice({ epaper }: { epaper: NoticeEpaper }) {
  if (epaper.is_published || !epaper.scheduled_at) return null;
  const when = formatDateTime(epaper.scheduled_at);
  if (epaper.is_held) {
    return (
      <Alert tone="warning" title={EPAPER_SCHEDULE_TEXTS.heldTitle(when)}>
        {heldReason(epaper)}
      </Alert>
    );
  }
  if (epaper.processing_status !== 'pending') return null;
  return (
    <Alert tone="info" title={EPAPER_SCHEDULE_TEXTS.waitsForProcessingTitle}>
      {EPAPER_SCHEDULE_TEXTS.waitsForProcessing(when, epaper.hold_if_late)}
    </Alert>
  );
}
