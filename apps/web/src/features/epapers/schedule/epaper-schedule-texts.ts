import { DISPLAY_STATUS_LABELS, type EpaperDisplayStatus } from '@epaper/shared/epaper-status';
import { formatPublicationDate } from '../epaper-texts.ts';

type NamedEdition = { title: string; status: EpaperDisplayStatus };

/** “Morning Herald” (Published), “City Extra” (Scheduled) */
const namesOf = (editions: readonly NamedEdition[]) =>
  editions.map((edition) => `“${edition.title}” (${DISPLAY_STATUS_LABELS[edition.status]})`).join(', ');

/**
 * The texts of an edition's publishing (Publish now, a schedule, the same-day question),
 * word for word as the tests assert them. Local so the screens load no zod.
 */
export const EPAPER_SCHEDULE_TEXTS = {
  scheduledFor: 'Scheduled for',
  holdIfLate: 'Hold if late',
  publishedAt: 'Published at',
  yes: 'Yes',
  no: 'No',
  schedulePublishing: 'Schedule publishing',
  goLiveAt: 'Go live at',
  goLiveAtHint: (timeZone: string) => `Date and time in ${timeZone}, the service’s time zone.`,
  holdIfLateHint: 'If processing finishes after this time, keep it unpublished until you publish it.',
  publishNow: 'Publish now',
  schedule: 'Schedule…',
  reschedule: 'Reschedule…',
  unschedule: 'Unschedule',
  scheduleTitle: 'Schedule publishing',
  rescheduleTitle: 'Reschedule publishing',
  scheduleDescription: 'The edition goes live by itself at this time.',
  scheduleFailed: 'Failed to schedule e-paper',
  /** Toasts. */
  scheduled: (when: string) => `E-paper scheduled for ${when}.`,
  published: 'E-paper published.',
  unscheduled: 'Schedule removed.',
  /** The same-day question: the server's message when it refused, or ours before an upload. */
  sameDayTitle: 'Another edition for this day?',
  publishAnyway: 'Publish anyway',
  scheduleAnyway: 'Schedule anyway',
  saveAnyway: 'Save anyway',
  uploadAnyway: 'Upload anyway',
  sameDayUpload: (others: readonly NamedEdition[], day: string) =>
    `${namesOf(others)} ${others.length > 1 ? 'are' : 'is'} already dated ${formatPublicationDate(day)}. Upload ${
      others.length > 1 ? 'another' : 'a second'
    } edition for that day?`,
  /** The notice above a held or waiting edition. */
  heldTitle: (when: string) => `Held: its scheduled time (${when}) has passed`,
  heldProcessing: 'Processing has not finished; it goes live as soon as processing completes.',
  heldProcessingThenHold:
    'Processing has not finished, and Hold if late is on: once it completes, publish it now or reschedule it.',
  heldLate: 'Processing finished after that time and Hold if late is on. Publish now or reschedule it.',
  waitsForProcessingTitle: 'Scheduled, still processing',
  waitsForProcessing: (when: string, holdIfLate: boolean) =>
    `It goes live at ${when} only once processing has completed. ${
      holdIfLate
        ? 'If processing finishes later than that, it waits for you (Hold if late).'
        : 'If processing finishes later than that, it goes live then.'
    }`,
} as const;
