// Late pages: replace, insert, remove, reorder and restore the pages of an edition whose
// processing has completed. New pages are rendered before anything changes; the change
// itself is one transaction with the edition locked, so a reader sees the pages before
// it or after it, never a page missing. Then the complete PDF is rebuilt from the pages
// and the checks before publishing run again. The pages room's public service: the other
// rooms reach late pages only through this file.
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { PageVersion } from '@epaper/shared/epaper-pages.contract';
import { insertPagesFieldsSchema, replacePagesFieldsSchema } from '@epaper/shared/epaper-pages.contract';
import { EPAPER_PAGE_TEXTS } from '@epaper/shared/epaper-pages.texts';
import { EPAPER_TEXTS } from '@epaper/shared/epapers.texts';
import type { AppContext } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { fieldError, notFound } from '../../../lib/http-error.ts';
import type { Actor, Principal } from '../../../lib/principal.ts';
import { notNow } from '../epaper-errors.ts';
import { fileUrlsFor } from '../epaper-view.ts';
import * as repo from '../epapers.repository.ts';
import { checkedUploadFields, type ResumableUploadKind } from '../intake/intake.service.ts';
import type { UploadPart } from '../upload-body.ts';
import * as pagesRepo from './epaper-pages.repository.ts';
import {
  afterChange,
  editableEdition,
  lockEditable,
  pagesChangedBy,
  withNewPages,
  type Request,
} from './page-change-steps.ts';

/** Pages from_page…to_page replaced by the pages of a PDF of exactly that many. */
export async function replacePages<Answer>(
  ctx: AppContext,
  request: Request<Answer>,
  id: number,
  upload: { parts: AsyncIterable<UploadPart>; declaredBytes: number | undefined },
): Promise<Answer> {
  const row = await editableEdition(ctx, id);
  const before = await repo.listPages(ctx.db, id);
  const targets = (range: { from_page: number; to_page: number }) =>
    before.filter((page) => page.pageNumber >= range.from_page && page.pageNumber <= range.to_page);
  await withNewPages(
    ctx,
    row,
    upload,
    replacePagesFieldsSchema,
    (range, pageCount) => {
      if (range.from_page > before.length) throw fieldError('from_page', EPAPER_PAGE_TEXTS.fromPageInvalid);
      if (range.to_page > before.length) throw fieldError('to_page', EPAPER_PAGE_TEXTS.toPageInvalid);
      const needed = range.to_page - range.from_page + 1;
      if (pageCount !== needed) {
        throw fieldError('pdf_file', EPAPER_PAGE_TEXTS.pageCountMismatch(range.from_page, range.to_page, pageCount));
      }
    },
    async (tx, range, contents) => {
      const edition = await lockEditable(tx, id);
      // The pages as they were when the request began, by id: wherever they are now.
      const now = new Map((await repo.listPages(tx, id)).map((page) => [page.id, page]));
      const replaced = targets(range).map((page) => now.get(page.id));
      if (replaced.some((page) => page === undefined)) throw notNow(EPAPER_PAGE_TEXTS.changedMeanwhile);
      for (const [index, page] of replaced.entries()) {
        await pagesRepo.replacePageContent(tx, page!, contents[index]!, request.principal.userId, edition.createdBy);
      }
      await pagesChangedBy(tx, request, id, 'epaper.pages_replace', {
        pages: { before: null, after: replaced.map((page) => page!.pageNumber) },
      });
    },
  );
  return afterChange(ctx, request, id);
}

/** The pages of a PDF inserted after page after_page (0: before the first). */
export async function insertPages<Answer>(
  ctx: AppContext,
  request: Request<Answer>,
  id: number,
  upload: { parts: AsyncIterable<UploadPart>; declaredBytes: number | undefined },
): Promise<Answer> {
  const row = await editableEdition(ctx, id);
  await withNewPages(
    ctx,
    row,
    upload,
    insertPagesFieldsSchema,
    (fields) => {
      if (fields.after_page > row.pageCount) throw fieldError('after_page', EPAPER_PAGE_TEXTS.afterPageInvalid);
    },
    async (tx, fields, contents) => {
      await lockEditable(tx, id);
      const order = (await repo.listPages(tx, id)).map((page) => page.id);
      if (fields.after_page > order.length) throw fieldError('after_page', EPAPER_PAGE_TEXTS.afterPageInvalid);
      const added = await pagesRepo.appendPages(tx, id, contents, request.principal.userId);
      order.splice(fields.after_page, 0, ...added);
      await pagesRepo.renumberPages(tx, id, order);
      await pagesChangedBy(tx, request, id, 'epaper.pages_insert', {
        pages: {
          before: null,
          after: added.map((_, index) => fields.after_page + index + 1),
        },
      });
    },
  );
  return afterChange(ctx, request, id);
}

/** One page gone, the rest renumbered; an edition keeps at least one page. */
export async function removePage(
  ctx: AppContext,
  request: Request,
  id: number,
  pageId: number,
): Promise<EpaperWithPages> {
  const keys = await withTransaction(ctx.db, async (tx) => {
    await lockEditable(tx, id);
    const pages = await repo.listPages(tx, id);
    const page = pages.find((candidate) => candidate.id === pageId);
    if (!page) throw notFound(EPAPER_TEXTS.pageNotFound);
    if (pages.length === 1) throw notNow(EPAPER_PAGE_TEXTS.lastPage);
    const removed = await pagesRepo.deletePage(tx, page);
    await pagesRepo.renumberPages(
      tx,
      id,
      pages.filter((other) => other.id !== pageId).map((other) => other.id),
    );
    await pagesChangedBy(tx, request, id, 'epaper.page_remove', { page: { before: page.pageNumber, after: null } });
    return removed;
  });
  // After commit: until then readers may still be shown these files.
  await Promise.all(keys.map((key) => ctx.files.delete(key).catch(() => undefined)));
  return afterChange(ctx, request, id);
}

/** The pages in a new order: every page's id once. */
export async function reorderPages(
  ctx: AppContext,
  request: Request,
  id: number,
  pageIds: number[],
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    await lockEditable(tx, id);
    const pages = await repo.listPages(tx, id);
    const current = new Set(pages.map((page) => page.id));
    const sent = new Set(pageIds);
    if (sent.size !== pageIds.length || sent.size !== current.size || pageIds.some((pageId) => !current.has(pageId))) {
      throw fieldError('page_ids', EPAPER_PAGE_TEXTS.orderInvalid);
    }
    if (pages.every((page, index) => page.id === pageIds[index])) return;
    await pagesRepo.renumberPages(tx, id, pageIds);
    await pagesChangedBy(tx, request, id, 'epaper.pages_reorder', {
      page_ids: { before: pages.map((page) => page.id), after: pageIds },
    });
  });
  return afterChange(ctx, request, id);
}

/** A page's versions, newest first. */
export async function listPageVersions(
  ctx: AppContext,
  principal: Principal,
  id: number,
  pageId: number,
): Promise<PageVersion[]> {
  const page = await repo.findPage(ctx.db, id, pageId);
  if (!page) throw notFound(EPAPER_TEXTS.pageNotFound);
  const urls = fileUrlsFor(ctx, principal);
  const rows = await pagesRepo.listVersions(ctx.db, pageId);
  const files = (version: pagesRepo.PageContent) => ({
    thumbnail_path: urls(version.thumbnailKey),
    image_path: urls(version.imageKey),
    pdf_path: urls(version.pdfKey),
    width: version.width,
    height: version.height,
  });
  const versions = rows.map(({ version, createdByName }) => ({
    id: version.id,
    created_at: version.createdAt.toISOString(),
    created_by: version.createdBy,
    created_by_name: createdByName || null,
    is_current: version.id === page.versionId,
    ...files(version),
  }));
  if (versions.length > 0) return versions;
  // Never replaced: its one version is the page as processing made it.
  const made = { id: 0, created_at: page.updatedAt.toISOString(), created_by: null, created_by_name: null };
  return [{ ...made, is_current: true, ...files(page) }];
}

/** An earlier version current again; the one it replaces stays in the history. Restoring the current one changes nothing. */
export async function restorePageVersion(
  ctx: AppContext,
  request: Request,
  id: number,
  pageId: number,
  versionId: number,
): Promise<EpaperWithPages> {
  await withTransaction(ctx.db, async (tx) => {
    await lockEditable(tx, id);
    const page = await repo.findPage(tx, id, pageId);
    if (!page) throw notFound(EPAPER_TEXTS.pageNotFound);
    const version = await pagesRepo.findVersion(tx, pageId, versionId);
    if (!version) throw notFound(EPAPER_PAGE_TEXTS.versionNotFound);
    if (version.id === page.versionId) return;
    await pagesRepo.restoreVersion(tx, pageId, version);
    await pagesChangedBy(tx, request, id, 'epaper.page_restore', {
      page: { before: page.pageNumber, after: page.pageNumber },
      version: { before: page.versionId, after: version.id },
    });
  });
  return afterChange(ctx, request, id);
}

/** The edition a resumable page change names in its metadata, or a 400 under `epaper_id`. */
function editionIdOf(fields: Record<string, string>): number {
  const value = fields.epaper_id ?? '';
  const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(id <= 2_147_483_647)) throw fieldError('epaper_id', EPAPER_PAGE_TEXTS.editionInvalid);
  return id;
}

/**
 * Late page changes as resumable uploads (the intake room's tus endpoint): the metadata
 * names the edition and the range, checked when the upload is created, before a byte is
 * sent, against the pages the edition has then; the finished PDF makes the same change as
 * the single-request call, which checks everything again under the edition's lock.
 */
export function pageChangeUploads(ctx: AppContext): { replace: ResumableUploadKind; insert: ResumableUploadKind } {
  const answerId = (caller: { principal: Principal; actor: Actor }) => ({
    ...caller,
    details: async (id: number) => id,
  });
  return {
    replace: {
      fields: ['epaper_id', 'from_page', 'to_page'],
      check: async (_caller, fields) => {
        const row = await editableEdition(ctx, editionIdOf(fields));
        const values = checkedUploadFields(fields, replacePagesFieldsSchema);
        if (values.from_page > row.pageCount) throw fieldError('from_page', EPAPER_PAGE_TEXTS.fromPageInvalid);
        if (values.to_page > row.pageCount) throw fieldError('to_page', EPAPER_PAGE_TEXTS.toPageInvalid);
      },
      finish: (caller, fields, parts, bytes) =>
        replacePages(ctx, answerId(caller), editionIdOf(fields), { parts, declaredBytes: bytes }),
    },
    insert: {
      fields: ['epaper_id', 'after_page'],
      check: async (_caller, fields) => {
        const row = await editableEdition(ctx, editionIdOf(fields));
        const values = checkedUploadFields(fields, insertPagesFieldsSchema);
        if (values.after_page > row.pageCount) throw fieldError('after_page', EPAPER_PAGE_TEXTS.afterPageInvalid);
      },
      finish: (caller, fields, parts, bytes) =>
        insertPages(ctx, answerId(caller), editionIdOf(fields), { parts, declaredBytes: bytes }),
    },
  };
}
