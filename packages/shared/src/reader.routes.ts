import type { Paginated } from './pagination.contract.ts';
import type { ReaderEpaper, ReaderEpaperListQuery, ReaderPage } from './reader.contract.ts';
import { route } from './route.ts';

/**
 * The readers' side of the service (end users signed in with an OTP): published editions
 * and their pages. Opening a page records a page view, what the Dashboard counts.
 */
export const readerRoutes = {
  epapers: route<{ query: ReaderEpaperListQuery; response: Paginated<ReaderEpaper> }>(
    'GET',
    '/reader/epapers/',
    'reader',
  ),
  page: route<{ params: { id: number; number: number }; response: ReaderPage }>(
    'GET',
    '/reader/epapers/:id/pages/:number/',
    'reader',
  ),
};
