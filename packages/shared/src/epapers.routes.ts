import type { MessageResponse } from './auth.contract.ts';
import type { Paginated } from './pagination.contract.ts';
import { route } from './route.ts';
import type {
  CalendarQuery,
  DatedEpapers,
  DatedQuery,
  Epaper,
  EpaperCalendar,
  EpaperListQuery,
  EpaperWithPages,
  PublishEpaperRequest,
  ScheduleEpaperRequest,
  UpdateEpaperRequest,
} from './epapers.contract.ts';
import type { EpaperPage, FindingUpdateRequest, PageOrderRequest, PageVersion } from './epaper-pages.contract.ts';

type EpaperParams = { id: number };

/** E-paper editions: upload, processing state, pages and their files. */
export const epapersRoutes = {
  list: route<{ query: EpaperListQuery; response: Paginated<Epaper> }>('GET', '/epapers/', 'admin'),
  /** Which days of the last weeks have a published, scheduled, draft, failed or no edition. */
  calendar: route<{ query: CalendarQuery; response: EpaperCalendar }>('GET', '/epapers/calendar/', 'admin'),
  /** Every edition of one day: asked before a second one is uploaded, published or scheduled. */
  dated: route<{ query: DatedQuery; response: DatedEpapers }>('GET', '/epapers/dated/', 'admin'),
  /**
   * Multipart: title, description, publication_date, pdf_file; optionally scheduled_at,
   * hold_if_late, confirm_same_day. Answers at once; processing follows.
   */
  upload: route<{ response: Epaper }>('POST', '/epapers/upload-paper/', 'admin'),
  /**
   * A resumable upload (tus 1.0: creation, termination): `Upload-Length` and
   * `Upload-Metadata` with the form's fields; answers 201 with its `Location`.
   */
  resumableCreate: route<{ response: unknown }>('POST', '/epapers/uploads/', 'admin'),
  /** HEAD: how much of the upload has arrived (`Upload-Offset`); GET is refused (405). */
  resumableOffset: route<{ response: unknown }>('GET', '/epapers/uploads/:uploadId', 'admin'),
  /** The next bytes from `Upload-Offset`; the last ones answer `Epaper-Id`, the edition made. */
  resumableAppend: route<{ response: unknown }>('PATCH', '/epapers/uploads/:uploadId', 'admin'),
  /** Gives the upload up: its bytes are removed. */
  resumableCancel: route<{ response: unknown }>('DELETE', '/epapers/uploads/:uploadId', 'admin'),
  get: route<{ params: EpaperParams; response: EpaperWithPages }>('GET', '/epapers/:id/', 'admin'),
  pages: route<{ params: EpaperParams; response: EpaperPage[] }>('GET', '/epapers/:id/pages/', 'admin'),
  page: route<{ params: { id: number; pageId: number }; response: EpaperPage }>(
    'GET',
    '/epapers/:id/pages/:pageId/',
    'admin',
  ),
  update: route<{ params: EpaperParams; body: UpdateEpaperRequest; response: EpaperWithPages }>(
    'PUT',
    '/epapers/:id/',
    'admin',
  ),
  remove: route<{ params: EpaperParams; response: MessageResponse }>('DELETE', '/epapers/:id/', 'admin'),
  /** Goes live by itself at a time; moves the time when already scheduled. */
  schedule: route<{ params: EpaperParams; body: ScheduleEpaperRequest; response: EpaperWithPages }>(
    'POST',
    '/epapers/:id/schedule/',
    'admin',
  ),
  unschedule: route<{ params: EpaperParams; response: EpaperWithPages }>('DELETE', '/epapers/:id/schedule/', 'admin'),
  /** Live now, whatever its schedule said. */
  publish: route<{ params: EpaperParams; body: PublishEpaperRequest; response: EpaperWithPages }>(
    'POST',
    '/epapers/:id/publish/',
    'admin',
  ),
  retry: route<{ params: EpaperParams; response: Epaper }>('POST', '/epapers/:id/retry/', 'admin'),
  /**
   * Multipart: from_page, to_page (default from_page) and pdf_file, a PDF of exactly those
   * pages. Rendered before the answer; readers switch to the new pages at once.
   */
  replacePages: route<{ params: EpaperParams; response: EpaperWithPages }>(
    'POST',
    '/epapers/:id/pages/replace/',
    'admin',
  ),
  /** Multipart: after_page (0 puts them first) and pdf_file, whose pages are inserted there. */
  insertPages: route<{ params: EpaperParams; response: EpaperWithPages }>(
    'POST',
    '/epapers/:id/pages/insert/',
    'admin',
  ),
  /** Every page's id once, in the new order. */
  reorderPages: route<{ params: EpaperParams; body: PageOrderRequest; response: EpaperWithPages }>(
    'PUT',
    '/epapers/:id/pages/order/',
    'admin',
  ),
  removePage: route<{ params: { id: number; pageId: number }; response: EpaperWithPages }>(
    'DELETE',
    '/epapers/:id/pages/:pageId/',
    'admin',
  ),
  /** A page's versions, newest first, the current one marked. */
  pageVersions: route<{ params: { id: number; pageId: number }; response: PageVersion[] }>(
    'GET',
    '/epapers/:id/pages/:pageId/versions/',
    'admin',
  ),
  /** Makes an earlier version the page's current one again (the one it replaces stays in the history). */
  restorePageVersion: route<{ params: { id: number; pageId: number; versionId: number }; response: EpaperWithPages }>(
    'POST',
    '/epapers/:id/pages/:pageId/versions/:versionId/restore/',
    'admin',
  ),
  /** Accepts a finding of the checks before publishing, or takes that back. */
  updateFinding: route<{
    params: { id: number; findingId: number };
    body: FindingUpdateRequest;
    response: EpaperWithPages;
  }>('PUT', '/epapers/:id/findings/:findingId/', 'admin'),
  /** A stored file, through a URL the API signed for a signed-in admin (the `*_path` fields). */
  file: route<{ response: unknown }>('GET', '/files/*', 'signed_url'),
};
