import { READINESS_TEXTS } from '@epaper/shared/epaper-readiness.texts';

/**
 * The texts of an edition's checks before publishing on the dashboard (the report on View
 * E-Paper, the list's marker, the question before publishing), word for word as the tests
 * assert them. The finding titles and the question come from the shared
 * epaper-readiness.texts. Local so the screens load no zod.
 */
export const READINESS_REPORT_TEXTS = {
  title: 'Checks before publishing',
  checksPending: 'Checks run when processing completes.',
  allPassed: 'No findings: every check passed.',
  toReview: (count: number) => (count === 1 ? '1 finding to review' : `${count} findings to review`),
  allAccepted: 'All findings accepted',
  pagesLabel: 'Pages',
  accept: 'Accept',
  acceptLabel: (title: string) => `Accept ${title}`,
  accepted: 'Accepted',
  /** What follows "Accepted": "by you on 5 Mar 2025, 2:30 pm", "by Asha Rao on …", "on …", or nothing. */
  acceptedDetail: (by: string | null, when: string | null) =>
    [by ? `by ${by}` : null, when ? `on ${when}` : null].filter(Boolean).join(' '),
  undo: 'Undo',
  undoLabel: (title: string) => `Undo accepting ${title}`,
  acceptFailed: 'accept the finding',
  undoFailed: 'take the acceptance back',
  /** The list's marker: "2 findings", named with its edition for screen readers. */
  marker: (count: number) => (count === 1 ? '1 finding' : `${count} findings`),
  markerLabel: (count: number, title: string) =>
    `${count === 1 ? '1 finding' : `${count} findings`} to review in ${title}`,
  confirmTitle: READINESS_TEXTS.confirmTitle,
  confirmLead: READINESS_TEXTS.confirmLead,
} as const;
