import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import {
  fakeListApi,
  lastQuery,
  listPage,
  makeListEpaper,
  renderEpaperList,
  requestsTo,
} from './epaper-list.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const herald = makeListEpaper();
const pending = makeListEpaper({
  id: 6,
  title: 'Evening Post',
  description: 'Late city',
  publication_date: '2025-03-04',
  is_published: false,
  processing_status: 'pending',
  page_count: 12,
  pages_done: 3,
  file_size: 1536,
  preview_gif_path: null,
});

describe('All E-Papers list', () => {
  it('shows every column, the preview or its placeholder, and links to view and edit', async () => {
    const http = fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([herald, pending])) });
    renderEpaperList('/epaper-management');

    expect(screen.getByRole('heading', { name: 'All E-Papers', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add New E-Paper' }).getAttribute('href')).toBe('/epaper-management/add');
    const table = await screen.findByRole('table', { name: 'All E-Papers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Thumbnail', 'Title', 'Description', 'Publication Date', 'Pages', 'Size', 'Status', 'Actions']);

    const heraldRow = (await within(table).findByText('Morning Herald')).closest('tr')!;
    const preview = within(heraldRow).getByRole('img', { name: 'Preview of Morning Herald' });
    expect(preview.getAttribute('src')).toBe(herald.preview_gif_path);
    expect(preview.getAttribute('loading')).toBe('lazy');
    expect(within(heraldRow).getByText(herald.description).getAttribute('title')).toBe(herald.description);
    expect(within(heraldRow).getByText('5 Mar 2025')).toBeTruthy();
    expect(within(heraldRow).getByText('24')).toBeTruthy();
    expect(within(heraldRow).getByText('24.3 MB')).toBeTruthy();
    expect(within(heraldRow).getByText('Published')).toBeTruthy();
    expect(within(heraldRow).queryByText(/Processing…/)).toBeNull();
    expect(within(heraldRow).getByRole('link', { name: 'View Morning Herald' }).getAttribute('href')).toBe(
      '/epaper-management/view/5',
    );
    expect(within(heraldRow).getByRole('link', { name: 'Edit Morning Herald' }).getAttribute('href')).toBe(
      '/epaper-management/edit/5',
    );

    const pendingRow = within(table).getByText('Evening Post').closest('tr')!;
    expect(within(pendingRow).getByRole('img', { name: 'No preview of Evening Post' })).toBeTruthy();
    expect(within(pendingRow).getByText('Draft')).toBeTruthy();
    expect(within(pendingRow).getByText('Processing… 3 of 12 pages')).toBeTruthy();
    expect(within(pendingRow).getByText('1.5 KB')).toBeTruthy();

    expect(requestsTo(http.requests)[0]?.path).toBe('/api/epapers/?page=1&page_size=20');
  });

  it('says "Processing…" alone before the page count is known', async () => {
    fakeListApi({
      'GET /api/epapers/': () => json(200, listPage([{ ...pending, page_count: 0, pages_done: 0 }])),
    });
    renderEpaperList('/epaper-management');
    expect(await screen.findByText('Processing…')).toBeTruthy();
  });

  it('says "No e-papers found" for an empty list, without a pager', async () => {
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([])) });
    renderEpaperList('/epaper-management');
    expect(await screen.findByText('No e-papers found')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('hides the pager on a single page and shows it from two', async () => {
    const user = userEvent.setup();
    let count = 20;
    const http = fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([herald], count)) });
    const first = renderEpaperList('/epaper-management');
    await screen.findByText('Morning Herald');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    expect(screen.queryByText(/^Showing/)).toBeNull();
    first.unmount();

    count = 21;
    renderEpaperList('/epaper-management');
    const pager = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(screen.getByText('Showing 1-20 of 21 e-papers')).toBeTruthy();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management?page=2'));
    await waitFor(() => expect(lastQuery(http.requests).get('page')).toBe('2'));
  });

  it('searches and filters by status from page 1, keeping the state in the URL', async () => {
    const user = userEvent.setup();
    const http = fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([herald], 60)) });
    renderEpaperList('/epaper-management?page=3');
    await screen.findByText('Showing 41-60 of 60 e-papers');

    await user.type(screen.getByRole('searchbox', { name: 'Search e-papers' }), '2025-03-05');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management?search=2025-03-05'));

    const status = screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(Array.from(status.options).map((option) => option.text)).toEqual([
      'All Statuses',
      'Draft',
      'Scheduled',
      'Processing',
      'Published',
      'Failed',
    ]);
    await user.selectOptions(status, 'Processing');
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/epaper-management?search=2025-03-05&status=processing'),
    );
    await waitFor(() =>
      expect(requestsTo(http.requests).at(-1)?.path).toBe(
        '/api/epapers/?page=1&page_size=20&search=2025-03-05&status=processing',
      ),
    );

    await user.selectOptions(status, 'Scheduled');
    await waitFor(() =>
      expect(screen.getByTestId('path').textContent).toBe('/epaper-management?search=2025-03-05&status=scheduled'),
    );
    await waitFor(() =>
      expect(requestsTo(http.requests).at(-1)?.path).toBe(
        '/api/epapers/?page=1&page_size=20&search=2025-03-05&status=scheduled',
      ),
    );
  });

  it('says the list failed to load, and Retry loads it', async () => {
    const user = userEvent.setup();
    let isDown = true;
    fakeListApi({
      'GET /api/epapers/': () =>
        isDown ? json(500, { message: 'Database unavailable', code: 'internal_error' }) : json(200, listPage([herald])),
    });
    renderEpaperList('/epaper-management');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load e-paper list');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Morning Herald')).toBeTruthy();
  });

  it('reads the page again every 3 s while an edition is pending, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = [listPage([pending]), listPage([{ ...pending, pages_done: 9 }]), listPage([herald])];
    const http = fakeListApi({
      'GET /api/epapers/': () => {
        const [next, ...rest] = answers;
        answers = rest.length > 0 ? rest : answers;
        return json(200, next);
      },
    });
    renderEpaperList('/epaper-management');
    expect(await screen.findByText('Processing… 3 of 12 pages')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Processing… 9 of 12 pages')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Morning Herald')).toBeTruthy();
    const reads = requestsTo(http.requests).length;
    expect(reads).toBe(3);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(requestsTo(http.requests)).toHaveLength(reads);
  });

  it('says when a scheduled edition goes live, in the service time zone, and when one is held past its time', async () => {
    const scheduled = makeListEpaper({
      id: 7,
      title: 'Sunday Magazine',
      publication_date: '2026-11-29',
      is_published: false,
      published_at: null,
      // 06:00 in Asia/Kolkata, the service's zone when the page has no settings script.
      scheduled_at: '2026-11-29T00:30:00Z',
    });
    const held = makeListEpaper({
      id: 8,
      title: 'Late City',
      publication_date: '2026-11-27',
      is_published: false,
      published_at: null,
      scheduled_at: '2026-11-27T00:30:00Z',
      is_held: true,
      processing_status: 'pending',
      pages_done: 15,
      page_count: 24,
    });
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([scheduled, held, herald])) });
    renderEpaperList('/epaper-management');
    const table = await screen.findByRole('table', { name: 'All E-Papers' });

    const scheduledRow = (await within(table).findByText('Sunday Magazine')).closest('tr')!;
    expect(within(scheduledRow).getByText('Scheduled')).toBeTruthy();
    expect(within(scheduledRow).getByText('Goes live 29 Nov, 6:00 am IST')).toBeTruthy();
    expect(within(scheduledRow).queryByText('Held — time passed')).toBeNull();

    const heldRow = within(table).getByText('Late City').closest('tr')!;
    expect(within(heldRow).getByText('Scheduled')).toBeTruthy();
    expect(within(heldRow).getByText('Processing… 15 of 24 pages')).toBeTruthy();
    expect(within(heldRow).getByText('Held — time passed')).toBeTruthy();
    expect(within(heldRow).getByText('Was due 27 Nov, 6:00 am IST')).toBeTruthy();
    expect(within(heldRow).queryByText(/^Goes live/)).toBeNull();

    const publishedRow = within(table).getByText('Morning Herald').closest('tr')!;
    expect(within(publishedRow).queryByText(/^Goes live|^Was due|^Held/)).toBeNull();
  });

  it('marks a date that has other published or scheduled editions, and says why', async () => {
    const second = makeListEpaper({ id: 9, title: 'Morning Herald Extra', same_day_editions: 1 });
    // A draft of a day that has a published edition competes with nothing: no mark.
    const draft = makeListEpaper({
      id: 10,
      title: 'Morning Herald Draft',
      same_day_editions: 1,
      is_published: false,
      published_at: null,
    });
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([second, draft, herald])) });
    renderEpaperList('/epaper-management');
    const table = await screen.findByRole('table', { name: 'All E-Papers' });

    const dateCell = within((await within(table).findByText('Morning Herald Extra')).closest('tr')!)
      .getByText('5 Mar 2025')
      .closest('td')!;
    const marker = within(dateCell).getByText('2 this day');
    expect(marker.getAttribute('title')).toBe('Another edition is published or scheduled for this day');
    // Screen readers hear the reason with the count.
    expect(marker.textContent).toBe('2 this day. Another edition is published or scheduled for this day');

    const aloneRow = within(table).getByText('Morning Herald').closest('tr')!;
    expect(within(aloneRow).queryByText(/this day/)).toBeNull();
    const draftRow = within(table).getByText('Morning Herald Draft').closest('tr')!;
    expect(within(draftRow).queryByText(/this day/)).toBeNull();
  });
});
