import type { Paginated } from './pagination.contract.ts';
import { route } from './route.ts';
import type { Epaper, EpaperListQuery, EpaperPage, EpaperWithPages, UpdateEpaperRequest } from './epapers.contract.ts';

type EpaperParams = { id: number };

/** E-paper editions: upload, processing state, pages and their files. */
export const epapersRoutes = {
  list: route<{ query: EpaperListQuery; response: Paginated<Epaper> }>('GET', '/epapers/', 'admin'),
  /** Multipart: title, description, publication_date, pdf_file. Answers at once; processing follows. */
  upload: route<{ response: Epaper }>('POST', '/epapers/upload-paper/', 'admin'),
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
  remove: route<{ params: EpaperParams; response: { message: string } }>('DELETE', '/epapers/:id/', 'admin'),
  retry: route<{ params: EpaperParams; response: Epaper }>('POST', '/epapers/:id/retry/', 'admin'),
  /** A stored file, through a URL the API signed for a signed-in admin (the `*_path` fields). */
  file: route<{ response: unknown }>('GET', '/files/*', 'signed_url'),
};
