// The notifications' kinds and the words of each, without zod: the dashboard's bell and
// Profile import this file, not the contract.

/** What an admin is told about. */
export const NOTIFICATION_KINDS = [
  'edition_processed',
  'edition_failed',
  'edition_published',
  'edition_held',
  'edition_findings',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind as Profile's email choices name it. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  edition_processed: 'An edition finishes processing',
  edition_failed: 'An edition fails to process',
  edition_published: 'An edition is published by its schedule',
  edition_held: 'A scheduled edition is held because it is late',
  edition_findings: 'An edition has findings in its checks before publishing',
};

export const NOTIFICATION_TEXTS = {
  idsInvalid: 'Ids must be a list of notification ids',
  nothingToMark: 'Send the ids to mark as read, or all: true',
  emailChoicesInvalid: 'Send email: each kind of notification with true or false',
} as const;
