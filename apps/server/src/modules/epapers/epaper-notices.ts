// What the admins are told about an edition, in words: each notice names the edition by
// its title and day, as the desk knows it.
import { findingMessage, type FindingDetail, type FindingKind } from '@epaper/shared/epaper-readiness.texts';
import type { AdminNotice } from '../notifications/notifications.service.ts';

type Edition = { id: number; title: string; publicationDate: string };

const dayOf = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const named = (edition: Edition) => `“${edition.title}” (${dayOf(edition.publicationDate)})`;

export const EPAPER_NOTICES = {
  processed: (edition: Edition, pages: number): AdminNotice => ({
    kind: 'edition_processed',
    epaperId: edition.id,
    title: `${named(edition)} is ready`,
    body: `All ${pages} ${pages === 1 ? 'page is' : 'pages are'} processed. Check it and publish it, or let its schedule do it.`,
  }),
  failed: (edition: Edition, reason: string): AdminNotice => ({
    kind: 'edition_failed',
    epaperId: edition.id,
    title: `${named(edition)} failed to process`,
    body: reason,
  }),
  published: (edition: Edition): AdminNotice => ({
    kind: 'edition_published',
    epaperId: edition.id,
    title: `${named(edition)} is live`,
    body: 'It was published by its schedule; readers can open it now.',
  }),
  held: (edition: Edition, stillProcessing: boolean): AdminNotice => ({
    kind: 'edition_held',
    epaperId: edition.id,
    title: `${named(edition)} is held`,
    body: stillProcessing
      ? 'Its scheduled time has come, but processing has not finished. It goes live when processing completes, unless Hold if late is on.'
      : 'Processing finished after its scheduled time and Hold if late is on: publish it now or reschedule it.',
  }),
  findings: (edition: Edition, found: readonly { kind: string; pages: number[]; detail: unknown }[]): AdminNotice => ({
    kind: 'edition_findings',
    epaperId: edition.id,
    title: `${named(edition)}: ${found.length === 1 ? '1 finding' : `${found.length} findings`} to check before publishing`,
    body: found
      .map((finding) => findingMessage(finding.kind as FindingKind, finding.pages, finding.detail as FindingDetail))
      .join(' '),
  }),
} as const;
