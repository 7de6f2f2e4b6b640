// An edition's statuses and the badge an admin reads, without zod: the dashboard's screens
// import this file, not the contract.

export const PROCESSING_STATUSES = ['pending', 'failed', 'completed'] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

/** The status an admin reads on a badge, and filters the list by. */
export const EPAPER_DISPLAY_STATUSES = ['draft', 'processing', 'published', 'failed'] as const;
export type EpaperDisplayStatus = (typeof EPAPER_DISPLAY_STATUSES)[number];

/**
 * The badge of an edition. A failure shows whatever else is true (it needs an admin's
 * action); otherwise an unpublished edition is a Draft, a published one still being
 * processed is Processing, and a published completed one is Published.
 */
export function displayStatusOf(epaper: {
  is_published: boolean;
  processing_status: ProcessingStatus;
}): EpaperDisplayStatus {
  if (epaper.processing_status === 'failed') return 'failed';
  if (!epaper.is_published) return 'draft';
  return epaper.processing_status === 'pending' ? 'processing' : 'published';
}

/** The badge's word for each display status. */
export const DISPLAY_STATUS_LABELS: Record<EpaperDisplayStatus, string> = {
  draft: 'Draft',
  processing: 'Processing',
  published: 'Published',
  failed: 'Failed',
};
