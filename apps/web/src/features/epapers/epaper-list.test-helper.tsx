import { Route } from 'react-router';
import type { Epaper } from '@epaper/shared/epapers.contract';
import { renderScreens } from '../../lib/testing/render-screens.test-helper.tsx';
import { installFakeHttp, json, type SeenRequest } from '../../lib/api/fake-http.test-helper.ts';
import { paths } from '../../lib/paths.ts';
import { AddEpaperPage } from './add-epaper-page.tsx';
import { EpapersPage } from './epapers-page.tsx';

export function makeListEpaper(overrides: Partial<Epaper> = {}): Epaper {
  return {
    id: 5,
    title: 'Morning Herald',
    description: 'The city edition, with the budget special on the front page',
    publication_date: '2025-03-05',
    page_count: 24,
    file_size: 25_480_000,
    is_published: true,
    processing_status: 'completed',
    processing_error: null,
    pages_done: 24,
    preview_gif_path: '/api/files/epapers/5/preview.webp?sig=v',
    original_pdf_path: '/api/files/epapers/5/original.pdf?sig=o',
    created_by: 1,
    created_at: '2025-03-04T09:15:00Z',
    updated_at: '2025-03-06T18:40:00Z',
    ...overrides,
  };
}

export const listPage = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/** Routes a fake request by method and path without its query; the rest is 404. */
export function fakeListApi(routes: Record<string, (request: SeenRequest) => Response>) {
  return installFakeHttp((request) => {
    const handler = routes[`${request.method} ${request.path.split('?')[0]}`];
    return handler ? handler(request) : json(404, { message: 'Not found', code: 'not_found' });
  });
}

/** The query of the last request to `path`, as search params. */
export function lastQuery(requests: readonly SeenRequest[], path = '/api/epapers/'): URLSearchParams {
  const last = requests.filter((request) => request.path.split('?')[0] === path).at(-1);
  return new URLSearchParams(last?.path.split('?')[1] ?? '');
}

/** The list and Add E-Paper in a memory router (view and edit are stand-ins), a fresh cache and the toaster. */
export function renderEpaperList(path: string) {
  return renderScreens(
    path,
    <>
      <Route path={paths.epapers.list} element={<EpapersPage title="All E-Papers" />} />
      <Route path={paths.epapers.add} element={<AddEpaperPage title="Add New E-Paper" />} />
      <Route path={paths.epapers.view.pattern} element={<p>View screen</p>} />
      <Route path={paths.epapers.edit.pattern} element={<p>Edit screen</p>} />
    </>,
  );
}
