// An edition's statuses and the badge an admin reads, without zod: the dashboard's screens
// import this file, not the contract.

export const PROCESSING_STATUSES = ['pending', 'failed', 'completed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** The status an admin reads on a badge, and filters the list by. */
export const EPAPER_DISPLAY_STATUSES = ['draft', 'scheduled', 'processing', 'published', 'failed'] as const;
export type EpaperDisplayStatus = (typeof EPAPER_DISPLAY_STATUSES)[number];

/**
 * The badge of an edition. A failure shows whatever else is true (it needs an admin's
 * action); an unpublished edition with a time to go live is Scheduled, any other
 * unpublished one a Draft; a published one still being processed is Processing, and a
 * published completed one is Published.
 */
export function displayStatusOf(epaper: {
  is_published: boolean;
  processing_status: ProcessingStatus;
  scheduled_at?: string | null | undefined;
}): EpaperDisplayStatus {
  if (epaper.processing_status === 'failed') return 'failed';
  if (!epaper.is_published) return epaper.scheduled_at ? 'scheduled' : 'draft';
  return epaper.processing_status === 'pending' ? 'processing' : 'published';
}

/** The badge's word for each display status. */
export const DISPLAY_STATUS_LABELS: Record<EpaperDisplayStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  processing: 'Processing',
  published: 'Published',
  failed: 'Failed',
};

/** What a day of the editions' calendar shows: the furthest state any of its editions reached, or none. */
export const CALENDAR_DAY_STATUSES = ['published', 'scheduled', 'draft', 'failed', 'missing'] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];

/** The day's status from its editions' display statuses: published over scheduled over draft over failed. */
export function calendarDayStatusOf(statuses: readonly EpaperDisplayStatus[]): CalendarDayStatus {
  if (statuses.includes('published')) return 'published';
  if (statuses.includes('scheduled')) return 'scheduled';
  if (statuses.includes('draft') || statuses.includes('processing')) return 'draft';
  return statuses.includes('failed') ? 'failed' : 'missing';
}
