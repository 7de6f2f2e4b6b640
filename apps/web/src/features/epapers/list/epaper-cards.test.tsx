import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeListApi, listPage, makeListEpaper, PHONE_WIDTH, renderEpaperList } from './epaper-list.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const herald = makeListEpaper({ same_day_editions: 1 });
const held = makeListEpaper({
  id: 8,
  title: 'Late City',
  description: 'The late edition',
  publication_date: '2026-11-27',
  is_published: false,
  published_at: null,
  // 06:00 in Asia/Kolkata, the service's zone when the page has no settings script.
  scheduled_at: '2026-11-27T00:30:00Z',
  is_held: true,
  processing_status: 'pending',
  pages_done: 15,
  page_count: 24,
  preview_gif_path: null,
});

describe('All E-Papers on a phone', () => {
  it('shows each edition as a card with everything the table has, and no table to slide sideways', async () => {
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([herald, held])) });
    renderEpaperList('/epaper-management', { width: PHONE_WIDTH });

    const list = await screen.findByRole('list', { name: 'All E-Papers' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');

    const heraldCard = within(first!);
    expect(heraldCard.getByRole('heading', { name: 'Morning Herald', level: 3 })).toBeTruthy();
    expect(heraldCard.getByRole('img', { name: 'Preview of Morning Herald' })).toBeTruthy();
    expect(first!.textContent).toContain('5 Mar 2025 · 24 pages · 24.3 MB');
    expect(heraldCard.getByText('2 this day')).toBeTruthy();
    expect(heraldCard.getByText(herald.description).getAttribute('title')).toBe(herald.description);
    expect(heraldCard.getByText('Published')).toBeTruthy();
    expect(heraldCard.getByRole('link', { name: 'View Morning Herald' }).getAttribute('href')).toBe(
      '/epaper-management/view/5',
    );
    expect(heraldCard.getByRole('link', { name: 'Edit Morning Herald' }).getAttribute('href')).toBe(
      '/epaper-management/edit/5',
    );

    const heldCard = within(second!);
    expect(heldCard.getByRole('heading', { name: 'Late City', level: 3 })).toBeTruthy();
    expect(heldCard.getByRole('img', { name: 'No preview of Late City' })).toBeTruthy();
    expect(heldCard.getByText('Scheduled')).toBeTruthy();
    expect(heldCard.getByText('Processing… 15 of 24 pages')).toBeTruthy();
    expect(heldCard.getByText('Held — time passed')).toBeTruthy();
    expect(heldCard.getByText('Was due 27 Nov, 6:00 am IST')).toBeTruthy();
    expect(heldCard.queryByText(/this day/)).toBeNull();
  });

  it('says "No e-papers found" for an empty list', async () => {
    fakeListApi({ 'GET /api/epapers/': () => json(200, listPage([])) });
    renderEpaperList('/epaper-management', { width: PHONE_WIDTH });
    expect(await screen.findByText('No e-papers found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'All E-Papers' })).toBeNull();
  });

  it('says the list failed to load, and Retry loads it', async () => {
    const user = userEvent.setup();
    let isDown = true;
    fakeListApi({
      'GET /api/epapers/': () =>
        isDown ? json(500, { message: 'Database unavailable', code: 'internal_error' }) : json(200, listPage([herald])),
    });
    renderEpaperList('/epaper-management', { width: PHONE_WIDTH });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load e-paper list');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Morning Herald', level: 3 })).toBeTruthy();
  });
});
