import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { formatDateTime } from '../../../lib/format/date-format.ts';
import { fakeEpapersApi, makeEpaper, makePage, renderEpaperScreens } from './epaper-details.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VIEW = '/epaper-management/view/5';
const herald = makeEpaper();

/** The value shown beside a label of the summary card. */
function fact(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('View E-Paper', () => {
  it('shows every field, the actions, and "Pages (n)" with each page', async () => {
    fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, herald) });
    renderEpaperScreens(VIEW);
    expect(await screen.findByRole('heading', { name: 'Morning Herald' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Preview of Morning Herald' }).getAttribute('src')).toBe(
      herald.preview_gif_path,
    );
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('The city edition')).toBeTruthy();
    expect(fact('Publication Date')).toBe('5 Mar 2025');
    expect(fact('Pages')).toBe('2');
    expect(fact('File Size')).toBe('24.3 MB');
    expect(fact('Upload Date')).toBe(formatDateTime(herald.created_at));
    expect(fact('Last Updated')).toBe(formatDateTime(herald.updated_at));
    expect(screen.getByRole('link', { name: 'Back to Listing' }).getAttribute('href')).toBe('/epaper-management');
    expect(screen.getByRole('link', { name: 'Edit E-Paper' }).getAttribute('href')).toBe('/epaper-management/edit/5');

    expect(screen.getByRole('heading', { name: 'Pages (2)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
    const pdf = screen.getByRole('link', { name: 'Open PDF of page 2' });
    expect(pdf.getAttribute('href')).toBe(makePage(2).pdf_path);
    expect(pdf.getAttribute('target')).toBe('_blank');
    const download = screen.getByRole('link', { name: 'Download Complete PDF' });
    expect(download.getAttribute('href')).toBe(herald.original_pdf_path);
    expect(download.hasAttribute('download')).toBe(true);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows the placeholder, no download and "No pages found" for an edition without them', async () => {
    fakeEpapersApi({
      'GET /api/epapers/5/': () =>
        json(200, makeEpaper({ pages: [], preview_gif_path: null, original_pdf_path: null, page_count: 0 })),
    });
    renderEpaperScreens(VIEW);
    expect(await screen.findByText('No pages found for this e-paper.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Pages (0)' })).toBeTruthy();
    expect(screen.getByText('No preview yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download Complete PDF' })).toBeNull();
  });

  it('shows "Preparing pages…" before the page count is known', async () => {
    fakeEpapersApi({
      'GET /api/epapers/5/': () =>
        json(200, makeEpaper({ processing_status: 'pending', page_count: 0, pages_done: 0, pages: [] })),
    });
    renderEpaperScreens(VIEW);
    const bar = await screen.findByRole('progressbar', { name: 'Processing progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.hasAttribute('aria-valuemax')).toBe(false);
    expect(screen.getByText('Preparing pages…')).toBeTruthy();
    expect(screen.getByText('Pages are being processed. Please check back later.')).toBeTruthy();
  });

  it('follows the processing live until the pages appear', async () => {
    let reads = 0;
    const pending = makeEpaper({ processing_status: 'pending', is_published: false, pages_done: 1, pages: [] });
    fakeEpapersApi({ 'GET /api/epapers/5/': () => json(200, (reads += 1) === 1 ? pending : herald) });
    renderEpaperScreens(VIEW);
    const bar = await screen.findByRole('progressbar', { name: 'Processing progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(bar.getAttribute('aria-valuemax')).toBe('2');
    expect(screen.getByText('Processing: 1 of 2 pages done')).toBeTruthy();
    expect(screen.getByText('Pages are being processed. Please check back later.')).toBeTruthy();

    expect(await screen.findByRole('button', { name: 'Page 2' }, { timeout: 4000 })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Pages (2)' })).toBeTruthy();
  });

  it('shows why processing failed, and retries into live progress', async () => {
    const user = userEvent.setup();
    const failed = makeEpaper({
      processing_status: 'failed',
      processing_error: 'The PDF is damaged and could not be read.',
      pages: [],
    });
    const restarted = makeEpaper({ processing_status: 'pending', page_count: 0, pages_done: 0, pages: [] });
    let isRetried = false;
    const http = fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, isRetried ? restarted : failed),
      'POST /api/epapers/5/retry/': () => {
        isRetried = true;
        const { pages: _pages, ...epaper } = restarted;
        return json(200, epaper);
      },
    });
    renderEpaperScreens(VIEW);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The PDF is damaged and could not be read.');
    expect(screen.getByText('No pages found for this e-paper.')).toBeTruthy();

    await user.click(within(alert).getByRole('button', { name: 'Retry processing' }));
    const bar = await screen.findByRole('progressbar', { name: 'Processing progress' });
    expect(http.requests.some((request) => request.method === 'POST')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Pages are being processed. Please check back later.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.contains(bar)).toBe(true));
  });

  it('toasts a refused retry', async () => {
    const user = userEvent.setup();
    fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, makeEpaper({ processing_status: 'failed', processing_error: null })),
      'POST /api/epapers/5/retry/': () =>
        json(409, { message: 'Only an e-paper whose processing failed can be processed again.', code: 'conflict' }),
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Retry processing' }));
    expect(
      await screen.findByText(
        'Failed to retry processing: Only an e-paper whose processing failed can be processed again.',
      ),
    ).toBeTruthy();
  });

  it('deletes only after the confirm, then goes back to the list with a toast', async () => {
    const user = userEvent.setup();
    const http = fakeEpapersApi({
      'GET /api/epapers/5/': () => json(200, herald),
      'DELETE /api/epapers/5/': () => json(200, { message: 'E-paper deleted successfully!' }),
    });
    renderEpaperScreens(VIEW);
    await user.click(await screen.findByRole('button', { name: 'Delete E-Paper' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'Are you sure you want to delete this e-paper? Its pages and files will be removed. This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(http.requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete E-Paper' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    expect(http.requests.at(-1)?.method).toBe('DELETE');
    expect(await screen.findByText('E-paper deleted successfully!')).toBeTruthy();
  });

  it.each(['/epaper-management/view/999', '/epaper-management/view/abc'])(
    'shows "E-Paper not found." for %s',
    async (path) => {
      fakeEpapersApi({});
      renderEpaperScreens(path);
      expect(await screen.findByText('E-Paper not found.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to Listing' })).toBeTruthy();
    },
  );

  it('shows a load failure with Retry', async () => {
    fakeEpapersApi({
      'GET /api/epapers/5/': () => json(500, { message: 'Database unavailable', code: 'internal_error' }),
    });
    renderEpaperScreens(VIEW);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load e-paper details');
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
