import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatedEpaper } from '@epaper/shared/epapers.contract';
import { json } from '../../../../lib/api/fake-http.test-helper.ts';
import {
  fakeListApi,
  lastQuery,
  listPage,
  makeCalendar,
  makeListEpaper,
  renderEpaperList,
  requestsTo,
} from '../epaper-list.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TODAY = '2026-11-27';
const edition = (overrides: Partial<DatedEpaper> & Pick<DatedEpaper, 'id'>): DatedEpaper => ({
  title: 'Morning Herald',
  status: 'published',
  scheduled_at: null,
  ...overrides,
});
const calendar = makeCalendar(TODAY, {
  '2026-11-25': [edition({ id: 2, status: 'failed' })],
  '2026-11-26': [edition({ id: 3 }), edition({ id: 4, title: 'Evening Post', status: 'draft' })],
  [TODAY]: [edition({ id: 5 })],
  // 06:00 in Asia/Kolkata, the service's zone when the page has no settings script.
  '2026-11-28': [edition({ id: 6, status: 'scheduled', scheduled_at: '2026-11-28T00:30:00Z' })],
});

const SEVERAL = '26 Nov 2026: Published — Morning Herald, Evening Post (Draft)';
const TODAYS = '27 Nov 2026, today: Published — Morning Herald';

function renderWithCalendar(answer = () => json(200, calendar)) {
  const http = fakeListApi({
    'GET /api/epapers/calendar/': () => answer(),
    'GET /api/epapers/': () => json(200, listPage([makeListEpaper()])),
  });
  renderEpaperList('/epaper-management');
  return http;
}

describe('Editions by day (the listing calendar)', () => {
  it('names every day with its status and editions, marks today, and explains the colours', async () => {
    const http = renderWithCalendar();
    const grid = await screen.findByRole('grid', { name: 'Editions by day' });
    expect(lastQuery(http.requests, '/api/epapers/calendar/').get('days')).toBe('60');

    const today = within(grid).getByRole('link', { name: TODAYS });
    expect(today.getAttribute('href')).toBe('/epaper-management/view/5');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(
      within(grid)
        .getByRole('link', { name: '28 Nov 2026: Scheduled — Morning Herald (goes live 28 Nov, 6:00 am IST)' })
        .getAttribute('href'),
    ).toBe('/epaper-management/view/6');
    expect(within(grid).getByRole('link', { name: '25 Nov 2026: Failed — Morning Herald' })).toBeTruthy();
    expect(within(grid).getByRole('button', { name: SEVERAL })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '24 Nov 2026: No edition' })).toBeTruthy();
    // The hover text says the same as the name.
    expect(today.getAttribute('title')).toBe(TODAYS);

    // Every day shown, from 59 days back to a week ahead, is one named target: 4 with editions, 63 without.
    const days = [
      ...within(grid).getAllByRole('link'),
      ...within(grid).getAllByRole('button'),
      ...within(grid).getAllByRole('gridcell', { name: /: No edition$/ }),
    ];
    expect(days).toHaveLength(67);
    expect(within(grid).getByRole('gridcell', { name: '29 Sept 2026: No edition' })).toBeTruthy();
    expect(within(grid).getByRole('gridcell', { name: '4 Dec 2026: No edition' })).toBeTruthy();

    const legend = screen.getByRole('list', { name: 'What the colours mean' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Published', 'Scheduled', 'Draft', 'Failed', 'No edition', 'Today']);
  });

  it('lists the editions of a day with several when it is chosen, and the whole list when it is chosen again', async () => {
    const user = userEvent.setup();
    const http = renderWithCalendar();
    const grid = await screen.findByRole('grid', { name: 'Editions by day' });
    const day = within(grid).getByRole('button', { name: SEVERAL });
    expect(day.getAttribute('aria-pressed')).toBe('false');

    await user.click(day);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management?search=2026-11-26'));
    await waitFor(() => expect(lastQuery(http.requests).get('search')).toBe('2026-11-26'));
    expect((screen.getByRole('searchbox', { name: 'Search e-papers' }) as HTMLInputElement).value).toBe('2026-11-26');
    expect(day.getAttribute('aria-pressed')).toBe('true');

    await user.click(day);
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/epaper-management'));
    await waitFor(() => expect(lastQuery(http.requests).get('search')).toBeNull());
    expect(day.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the edition of a day with one', async () => {
    const user = userEvent.setup();
    renderWithCalendar();
    await user.click(await screen.findByRole('link', { name: TODAYS }));
    expect(await screen.findByText('View screen')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/epaper-management/view/5');
  });

  it('is one Tab stop, walked day by day with the up and down arrows and week by week with the side ones', async () => {
    const user = userEvent.setup();
    renderWithCalendar();
    const grid = await screen.findByRole('grid', { name: 'Editions by day' });
    act(() => screen.getByRole('link', { name: 'Add New E-Paper' }).focus());

    await user.tab();
    expect(document.activeElement).toBe(within(grid).getByRole('link', { name: TODAYS }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(within(grid).getByRole('button', { name: SEVERAL }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '19 Nov 2026: No edition' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '3 Dec 2026: No edition' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '4 Dec 2026: No edition' }));
    // Past the last day the focus stays where it is.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '4 Dec 2026: No edition' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '29 Sept 2026: No edition' }));

    // Tab leaves the grid for the search, and Shift+Tab comes back to the day last focused.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search e-papers' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(within(grid).getByRole('gridcell', { name: '29 Sept 2026: No edition' }));
  });

  it('says when it cannot load, leaves the list working, and Retry loads it', async () => {
    const user = userEvent.setup();
    let isDown = true;
    const http = renderWithCalendar(() =>
      isDown ? json(500, { message: 'Database unavailable', code: 'internal_error' }) : json(200, calendar),
    );
    expect(await screen.findByText('The calendar could not be loaded.')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'All E-Papers' })).toBeTruthy();
    expect(await screen.findByText('Morning Herald')).toBeTruthy();
    // Quietly: the list's own failure is the one that interrupts.
    expect(screen.queryByRole('alert')).toBeNull();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('grid', { name: 'Editions by day' })).toBeTruthy();
    expect(requestsTo(http.requests, '/api/epapers/calendar/')).toHaveLength(2);
  });
});
