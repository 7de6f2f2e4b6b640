import { Route } from 'react-router';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import type { EpaperPage } from '@epaper/shared/epaper-pages.contract';
import { renderScreens } from '../../../lib/testing/render-screens.test-helper.tsx';
import { installFakeHttp, json, type SeenRequest } from '../../../lib/api/fake-http.test-helper.ts';
import { paths } from '../../../lib/paths.ts';
import { EditEpaperPage } from './edit/edit-epaper-page.tsx';
import { ViewEpaperPage } from './view-epaper-page.tsx';

export function makePage(pageNumber: number, overrides: Partial<EpaperPage> = {}): EpaperPage {
  return {
    id: 100 + pageNumber,
    page_number: pageNumber,
    thumbnail_path: `/api/files/epapers/5/thumb-${pageNumber}.webp?sig=t`,
    image_path: `/api/files/epapers/5/page-${pageNumber}.webp?sig=i`,
    pdf_path: `/api/files/epapers/5/page-${pageNumber}.pdf?sig=p`,
    width: 1600,
    height: 2400,
    version_count: 1,
    updated_at: '2025-03-04T09:20:00Z',
    ...overrides,
  };
}

export function makeEpaper(overrides: Partial<EpaperWithPages> = {}): EpaperWithPages {
  return {
    id: 5,
    title: 'Morning Herald',
    description: 'The city edition',
    publication_date: '2025-03-05',
    page_count: 2,
    file_size: 25_480_000,
    is_published: true,
    scheduled_at: null,
    hold_if_late: false,
    is_held: false,
    published_at: '2025-03-06T18:40:00Z',
    same_day_editions: 0,
    processing_status: 'completed',
    processing_error: null,
    pages_done: 2,
    open_findings: 0,
    readiness_checked: true,
    preview_gif_path: '/api/files/epapers/5/preview.webp?sig=v',
    original_pdf_path: '/api/files/epapers/5/original.pdf?sig=o',
    created_by: 1,
    created_at: '2025-03-04T09:15:00Z',
    updated_at: '2025-03-06T18:40:00Z',
    pages: [makePage(1), makePage(2)],
    findings: [],
    ...overrides,
  };
}

/** Routes a fake request by method and path; the rest is the API's 404. */
export function fakeEpapersApi(routes: Record<string, (request: SeenRequest) => Response>) {
  return installFakeHttp((request) => {
    const handler = routes[`${request.method} ${request.path.split('?')[0]}`];
    return handler ? handler(request) : json(404, { message: 'E-Paper not found.', code: 'not_found' });
  });
}

/** View and Edit E-Paper in a memory router (the list is a stand-in), with a fresh cache and the toaster. */
export function renderEpaperScreens(path: string) {
  return renderScreens(
    path,
    <>
      <Route path={paths.epapers.list} element={<h1>All E-Papers</h1>} />
      <Route path={paths.epapers.view.pattern} element={<ViewEpaperPage title="E-Paper Details" />} />
      <Route path={paths.epapers.edit.pattern} element={<EditEpaperPage title="Edit E-Paper" />} />
    </>,
  );
}
