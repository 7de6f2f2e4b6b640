import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeEpapersApi, makeEpaper, makePage, renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';

/**
 * View E-Paper of an edition of `pageCount` pages with the viewer opened from the thumbnail
 * named `thumbnail`; `requests` is everything that went over the wire.
 */
export async function openViewer(thumbnail: string, pageCount = 6) {
  const user = userEvent.setup();
  const pages = Array.from({ length: pageCount }, (_, at) => makePage(at + 1));
  const { requests } = fakeEpapersApi({
    'GET /api/epapers/5/': () => json(200, makeEpaper({ page_count: pageCount, pages })),
  });
  renderEpaperScreens('/epaper-management/view/5');
  await user.click(await screen.findByRole('button', { name: thumbnail }));
  await screen.findByRole('dialog');
  return { user, requests };
}

export const viewer = () => screen.getByRole('dialog');

/** The names of the page images the viewer shows, left to right. */
export const shownPages = () =>
  within(viewer())
    .queryAllByRole('img')
    .map((image) => image.getAttribute('alt'));

export const control = (name: string) => within(viewer()).getByRole('button', { name });

export const pressed = (name: string) => control(name).getAttribute('aria-pressed');
