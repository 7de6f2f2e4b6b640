import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EpaperWithPages } from '@epaper/shared/epapers.contract';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { installFakeTusServer, type TusRequest } from '../upload/api/upload-epaper-resumable.test-helper.ts';
import { makeEpaper, makePage, renderEpaperScreens } from '../view/epaper-details.test-helper.tsx';
import { choosePageAction, fakeStoredEdition, makeCheckedEpaper, requestsOf } from './late-pages.test-helper.tsx';

// Node's resolution picks tus-js-client's Node build; the app's bundle takes the browser one.
vi.mock('tus-js-client', () => import('tus-js-client/lib.esm/browser/index.js'));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const edition = makeCheckedEpaper([], 4);

/** The pages in `ids` order, numbered again from 1, as the server answers them. */
function inOrder(stored: EpaperWithPages, ids: number[]): EpaperWithPages {
  const pages = ids.map((id, at) => ({
    ...(stored.pages.find((page) => page.id === id) ?? makePage(at + 1)),
    page_number: at + 1,
  }));
  return { ...stored, pages, page_count: pages.length };
}

const thumbnailNames = () => screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
const thumbnailSources = () =>
  screen
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.querySelector('img')?.getAttribute('src'));

describe('View E-Paper: late pages', () => {
  it('moves a page earlier by sending the whole order, the focus following the page', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEdition(edition, {
      'PUT /api/epapers/5/pages/order/': (request, stored) =>
        inOrder(stored, (request.body as { page_ids: number[] }).page_ids),
    });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 3, 'Move earlier');

    expect(await screen.findByText('Page 3 moved to 2')).toBeTruthy();
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/pages/order/').map((request) => request.body)).toEqual([
      { page_ids: [101, 103, 102, 104] },
    ]);
    expect(thumbnailSources()[1]).toBe(makePage(3).thumbnail_path);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2 actions' })));
  });

  it('moves a page later, and offers no move past either end', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEdition(edition, {
      'PUT /api/epapers/5/pages/order/': (request, stored) =>
        inOrder(stored, (request.body as { page_ids: number[] }).page_ids),
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Page 1 actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Replace…', 'Insert after…', 'Move later', 'History…', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Page 4 actions' }));
    expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Move later' })).toBeNull();
    await user.keyboard('{Escape}');

    await choosePageAction(user, 1, 'Move later');
    expect(await screen.findByText('Page 1 moved to 2')).toBeTruthy();
    expect(requestsOf(http.requests, 'PUT /api/epapers/5/pages/order/').map((request) => request.body)).toEqual([
      { page_ids: [102, 101, 103, 104] },
    ]);
  });

  it('removes a page once confirmed, the focus going to the page in its place; Cancel removes nothing', async () => {
    const user = userEvent.setup();
    const http = fakeStoredEdition(edition, {
      'DELETE /api/epapers/5/pages/102/': (_request, stored) =>
        inOrder(
          stored,
          stored.pages.filter((page) => page.id !== 102).map((page) => page.id),
        ),
    });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 2, 'Remove');
    let question = await screen.findByRole('alertdialog', { name: 'Remove page 2?' });
    expect(question.textContent).toContain('Readers will no longer see it. Its versions are removed with it.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsOf(http.requests, 'DELETE /api/epapers/5/pages/102/')).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2 actions' })));

    await choosePageAction(user, 2, 'Remove');
    question = await screen.findByRole('alertdialog', { name: 'Remove page 2?' });
    await user.click(within(question).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Page 2 removed')).toBeTruthy();
    expect(requestsOf(http.requests, 'DELETE /api/epapers/5/pages/102/')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Pages (3)' })).toBeTruthy();
    expect(thumbnailSources()[1]).toBe(makePage(3).thumbnail_path);
    // Page 3 is now page 2: its menu has the focus.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 2 actions' })));
  });

  it('toasts a refused removal and keeps the page', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(edition, {
      'DELETE /api/epapers/5/pages/102/': () =>
        json(409, { message: 'The pages changed meanwhile. Reload the e-paper and try again.', code: 'conflict' }),
    });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 2, 'Remove');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Failed to remove the page: The pages changed meanwhile. Reload the e-paper and try again.',
      ),
    ).toBeTruthy();
    expect(thumbnailNames()).toHaveLength(4);
  });

  it('inserts pages after a page, resumably, and says how many came', async () => {
    const user = userEvent.setup();
    const api = fakeStoredEdition(edition);
    const held: TusRequest[] = [];
    const tus = installFakeTusServer({
      intercept: (request) => (request.method === 'PATCH' ? (held.push(request), 'hold') : undefined),
      finish: (upload) => {
        api.store({ ...edition, pages: [...edition.pages, makePage(5), makePage(6)], page_count: 6 });
        return { status: 204, headers: { 'Upload-Offset': String(upload.offset), 'Epaper-Id': '5' } };
      },
    });
    renderEpaperScreens(VIEW);
    await choosePageAction(user, 4, 'Insert after…');
    const dialog = await screen.findByRole('dialog', { name: 'Insert pages' });
    expect((within(dialog).getByLabelText('After page') as HTMLInputElement).value).toBe('4');
    expect(within(dialog).getByText('0 puts them at the front.')).toBeTruthy();
    await user.upload(
      within(dialog).getByLabelText('PDF of the new pages'),
      new File(['%PDF-1.7'], 'supplement.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));

    await waitFor(() => expect(held).toHaveLength(1));
    expect([...tus.uploads.values()][0]?.metadata).toEqual({
      change: 'insert',
      after_page: '4',
      epaper_id: '5',
      filename: 'supplement.pdf',
    });
    expect(await within(dialog).findByText('Inserting pages after page 4…')).toBeTruthy();
    held[0]!.respond();
    expect(await screen.findByText('2 pages inserted after page 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pages (6)' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Page 4 actions' })));
  });

  it('puts an After page the server refuses under the field, before the file is sent', async () => {
    const user = userEvent.setup();
    fakeStoredEdition(edition);
    const message = 'After page must be 0 (at the front) or a page number of this edition';
    const tus = installFakeTusServer({
      // The metadata is checked when the upload is created.
      intercept: (request) =>
        request.method === 'POST'
          ? { status: 400, body: { message, code: 'validation_error', errors: { after_page: [message] } } }
          : undefined,
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Insert pages…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Insert pages' });
    const after = within(dialog).getByLabelText('After page');
    expect((after as HTMLInputElement).value).toBe('4');
    await user.upload(
      within(dialog).getByLabelText('PDF of the new pages'),
      new File(['%PDF-1.7'], 'supplement.pdf', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(document.getElementById(`${after.id}-error`)?.textContent).toBe(message));
    expect(tus.seen()).toEqual(['POST /api/epapers/uploads/']);
  });

  it('offers no page changes while processing is pending or after it failed', async () => {
    fakeStoredEdition(makeEpaper({ processing_status: 'pending', pages_done: 1, pages: [makePage(1)] }));
    renderEpaperScreens(VIEW);
    await screen.findByRole('button', { name: 'Page 1' });
    expect(screen.queryByRole('button', { name: 'Page 1 actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Replace pages…' })).toBeNull();
    cleanup();

    fakeStoredEdition(makeEpaper({ processing_status: 'failed', processing_error: 'Broken PDF' }));
    renderEpaperScreens(VIEW);
    await screen.findByText('Broken PDF');
    expect(screen.queryByRole('button', { name: 'Page 1 actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Insert pages…' })).toBeNull();
  });
});
