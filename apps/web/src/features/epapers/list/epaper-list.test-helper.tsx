import { Route } from 'react-router';
import type { DatedEpaper, Epaper, EpaperCalendar } from '@epaper/shared/epapers.contract';
import { addDays } from '@epaper/shared/calendar-date';
import { calendarDayStatusOf } from '@epaper/shared/epaper-status';
import { renderScreens } from '../../../lib/testing/render-screens.test-helper.tsx';
import { installFakeHttp, json, type SeenRequest } from '../../../lib/api/fake-http.test-helper.ts';
import { paths } from '../../../lib/paths.ts';
import { AddEpaperPage } from '../upload/add-epaper-page.tsx';
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
    scheduled_at: null,
    hold_if_late: false,
    is_held: false,
    published_at: '2025-03-06T18:40:00Z',
    same_day_editions: 0,
    processing_status: 'completed',
    processing_error: null,
    pages_done: 24,
    open_findings: 0,
    readiness_checked: true,
    preview_gif_path: '/api/files/epapers/5/preview.webp?sig=v',
    original_pdf_path: '/api/files/epapers/5/original.pdf?sig=o',
    created_by: 1,
    created_at: '2025-03-04T09:15:00Z',
    updated_at: '2025-03-06T18:40:00Z',
    ...overrides,
  };
}

export const listPage = <T,>(results: T[], count = results.length) => ({ count, next: null, previous: null, results });

/**
 * The calendar's answer: the 60 days up to `today` and the 7 after it, each day with the
 * editions given for it (none: missing) and the status the server would give it.
 */
export function makeCalendar(today: string, editions: Record<string, DatedEpaper[]> = {}): EpaperCalendar {
  const days: EpaperCalendar['days'] = [];
  for (let offset = -59; offset <= 7; offset++) {
    const date = addDays(today, offset);
    const dated = editions[date] ?? [];
    days.push({ date, status: calendarDayStatusOf(dated.map((edition) => edition.status)), editions: dated });
  }
  return { today, days };
}

const CALENDAR_PATH = 'GET /api/epapers/calendar/';

/**
 * Routes a fake request by method and path without its query; the rest is 404. The
 * listing's calendar answers an empty calendar unless `routes` says otherwise.
 */
export function fakeListApi(routes: Record<string, (request: SeenRequest) => Response>) {
  const withCalendar: typeof routes = { [CALENDAR_PATH]: () => json(200, makeCalendar('2025-03-10')), ...routes };
  return installFakeHttp((request) => {
    const handler = withCalendar[`${request.method} ${request.path.split('?')[0]}`];
    return handler ? handler(request) : json(404, { message: 'Not found', code: 'not_found' });
  });
}

/** The requests to one path (without its query), e.g. the list's, leaving out the calendar's. */
export const requestsTo = (requests: readonly SeenRequest[], path = '/api/epapers/') =>
  requests.filter((request) => request.path.split('?')[0] === path);

/** The query of the last request to `path`, as search params. */
export function lastQuery(requests: readonly SeenRequest[], path = '/api/epapers/'): URLSearchParams {
  const last = requestsTo(requests, path).at(-1);
  return new URLSearchParams(last?.path.split('?')[1] ?? '');
}

type HappyDomWindow = { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } };

/** A 1280 px desktop, where the list is a table; 375 px is a phone, where it is cards. */
export const DESKTOP_WIDTH = 1280;
export const PHONE_WIDTH = 375;

/**
 * The list and Add E-Paper in a memory router (view and edit are stand-ins), a fresh cache
 * and the toaster, on a window `width` px wide (the list chooses table or cards by it).
 */
export function renderEpaperList(path: string, { width = DESKTOP_WIDTH }: { width?: number } = {}) {
  // happy-dom's own control of the window's size; its media queries read it.
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
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
