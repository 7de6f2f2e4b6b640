import type { Epaper } from '@epaper/shared/epapers.contract';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { displayStatusOf, type EpaperDisplayStatus, type ProcessingStatus } from '@epaper/shared/epaper-status';
import type { AppContext } from '../../context.ts';
import type { Principal } from '../../lib/principal.ts';
import { fileUrlExpiry, signFileUrl } from '../../lib/signed-url.ts';
import type { EpaperRow, ListedEpaperRow, ListedPageRow } from './epapers.repository.ts';

/** Makes the URL of a stored file for the admin who asked; `download` names it as an attachment. */
export type FileUrls = (key: string, download?: string) => string;

/** URLs signed for this admin's session, valid for the hour (see lib/signed-url.ts). */
export function fileUrlsFor(ctx: AppContext, principal: Principal): FileUrls {
  const expiresAt = fileUrlExpiry();
  return (key, download) =>
    signFileUrl(
      ctx.settings.publicApiBaseUrl,
      { key, userId: principal.userId, sessionId: principal.sessionId, expiresAt, ...(download && { download }) },
      ctx.signingKey,
    );
}

/** A file name people recognise: the title's words and the date, e.g. `the-daily-news-2026-11-22.pdf`. */
export function downloadName(row: Pick<EpaperRow, 'title' | 'publicationDate'>, suffix = ''): string {
  const words = row.title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');
  return `${words || 'e-paper'}-${row.publicationDate}${suffix}.pdf`;
}

/** The status an admin reads for a row: the contract's rule on the stored columns. */
export function displayStatusOfRow(
  row: Pick<EpaperRow, 'isPublished' | 'processingStatus' | 'scheduledAt'>,
): EpaperDisplayStatus {
  return displayStatusOf({
    is_published: row.isPublished,
    processing_status: row.processingStatus as ProcessingStatus,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
  });
}

/**
 * Its time has come and it waits: processing has not completed, or completed after the
 * time while the desk asked to hold it then.
 */
export function isHeld(row: EpaperRow, now = new Date()): boolean {
  if (!row.scheduledAt || row.isPublished || row.scheduledAt > now) return false;
  if (row.processingStatus !== 'completed') return true;
  return row.holdIfLate && row.processedAt !== null && row.processedAt > row.scheduledAt;
}

export function toEpaper(row: ListedEpaperRow, urls: FileUrls): Epaper {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    publication_date: row.publicationDate,
    page_count: row.pageCount,
    file_size: row.fileSize,
    is_published: row.isPublished,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    hold_if_late: row.holdIfLate,
    is_held: isHeld(row),
    published_at: row.publishedAt?.toISOString() ?? null,
    same_day_editions: row.sameDayEditions,
    processing_status: row.processingStatus as Epaper['processing_status'],
    processing_error: row.processingError,
    pages_done: row.pagesDone,
    open_findings: row.openFindings,
    readiness_checked: row.readinessCheckedAt !== null,
    preview_gif_path: row.previewKey ? urls(row.previewKey) : null,
    original_pdf_path: row.originalPdfKey ? urls(row.originalPdfKey, downloadName(row)) : null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toEpaperPage(page: ListedPageRow, urls: FileUrls): EpaperPage {
  return {
    id: page.id,
    page_number: page.pageNumber,
    thumbnail_path: urls(page.thumbnailKey),
    image_path: urls(page.imageKey),
    // Opens in the browser's PDF viewer; the complete edition is the download.
    pdf_path: urls(page.pdfKey),
    width: page.width,
    height: page.height,
    version_count: page.versionCount,
    updated_at: page.updatedAt.toISOString(),
  };
}
