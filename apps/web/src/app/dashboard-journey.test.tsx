import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import {
  ANALYTICS_PATHS,
  analyticsApiHandlers,
  contentAnalytics,
  daysOf,
  overview,
  revenueAnalytics,
} from '../features/dashboard/dashboard.test-helper.ts';
import { installFakeHttp, json, type SeenRequest } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import { profile, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';

type Handlers = Record<string, (request: SeenRequest) => Response>;

const ANALYTICS_PREFIX = '/api/dashboard/analytics/';

/**
 * The API as the Dashboard meets it: the signed-in admin's profile and the analytics
 * answers, with a test's overrides. While `gate` is pending, analytics answers wait for
 * it (requests are still recorded), so a test can see what was asked before any answer.
 */
function fakeDashboardApi(overrides: Handlers = {}, gate?: Promise<void>) {
  const handlers: Handlers = { ...analyticsApiHandlers(), ...overrides };
  const http = installFakeHttp(async (request) => {
    const key = `${request.method} ${request.path.split('?')[0]}`;
    if (key === 'GET /api/users/profile/') return json(200, profile);
    const handler = handlers[key];
    if (!handler) return json(404, { message: 'Not found', code: 'not_found' });
    if (gate && request.path.startsWith(ANALYTICS_PREFIX)) await gate;
    return handler(request);
  });
  const analyticsPaths = () =>
    http.requests.filter((request) => request.path.startsWith(ANALYTICS_PREFIX)).map((request) => request.path);
  /** The range's own calls, less the previous period's (asked with from and to). */
  const rangePaths = () => analyticsPaths().filter((path) => !path.includes('from='));
  const comparisonPaths = () => analyticsPaths().filter((path) => path.includes('from='));
  return { ...http, analyticsPaths, rangePaths, comparisonPaths };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const currentPath = () => screen.getByTestId('path').textContent;
const rangeSelect = () => screen.getByRole('combobox', { name: 'Date range' }) as HTMLSelectElement;
/** A table's body rows as the texts of their cells. */
const bodyRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
/** A card's figure: the value (dd) right after its name (dt). */
const cardValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Overview' })).getByText(label).nextElementSibling?.textContent;
const revenueTotal = () =>
  within(screen.getByRole('heading', { name: 'Revenue Overview' }).closest('section') as HTMLElement).getByText(
    'Total revenue',
  ).nextElementSibling?.textContent;

/** Opens `path` and waits for the figures of the cards. */
async function open(path = '/dashboard') {
  const user = userEvent.setup();
  renderApp(path);
  // The first test to open the layout waits for its lazy chunks to load.
  await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 });
  await screen.findByText('1,23,456');
  return user;
}

describe('Dashboard', () => {
  it('asks for its four figures at once, before any has answered', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const http = fakeDashboardApi({}, gate);
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 });

    // None has answered, yet all four are asked: no call waits for another.
    await waitFor(() => expect(http.analyticsPaths()).toHaveLength(4));
    expect([...http.analyticsPaths()].sort()).toEqual([
      `${ANALYTICS_PATHS.content}?days=30`,
      ANALYTICS_PATHS.overview,
      `${ANALYTICS_PATHS.revenue}?days=30`,
      `${ANALYTICS_PATHS.users}?days=30`,
    ]);
    expect(screen.getByText('Loading analytics…')).toBeTruthy();
    expect(screen.queryByText('1,23,456')).toBeNull();

    release();
    expect(await screen.findByText('1,23,456')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Loading analytics…')).toBeNull());
    await waitFor(() => expect(document.title).toBe('Dashboard · E-Paper Admin'));
    expect(http.rangePaths()).toHaveLength(4);
    // Once the range's days are known, the previous 30 days, for the charts' comparison lines.
    await waitFor(() =>
      expect([...http.comparisonPaths()].sort()).toEqual([
        `${ANALYTICS_PATHS.content}?from=2026-01-30&to=2026-02-28`,
        `${ANALYTICS_PATHS.revenue}?from=2026-01-30&to=2026-02-28`,
        `${ANALYTICS_PATHS.users}?from=2026-01-30&to=2026-02-28`,
      ]),
    );
  });

  it('shows the server’s figures: cards, revenue, daily lists and popular e-papers', async () => {
    fakeDashboardApi();
    await open();
    expect(cardValue('Total Users')).toBe('1,23,456');
    expect(cardValue('Total E-Papers')).toBe('87');
    expect(cardValue('Subscriptions')).toBe('4,321');
    expect(cardValue("Today's Views")).toBe('1,500');

    await waitFor(() => expect(revenueTotal()).toBe('₹30,480.00'));
    expect(bodyRows(screen.getByRole('table', { name: 'Revenue of the latest 7 days' }))).toEqual([
      ['30 Mar 2026 (so far)', '₹1,030.50'],
      ['29 Mar 2026', '₹1,029.50'],
      ['28 Mar 2026', '₹1,028.50'],
      ['27 Mar 2026', '₹1,027.50'],
      ['26 Mar 2026', '₹1,026.50'],
      ['25 Mar 2026', '₹1,025.50'],
      ['24 Mar 2026', '₹1,024.50'],
    ]);

    const registrations = bodyRows(screen.getByRole('table', { name: 'New Registrations of the latest 7 days' }));
    expect(registrations.map(([, count]) => count)).toEqual(['30', '29', '28', '27', '26', '25', '24']);
    expect(registrations[0]?.[0]).toBe('30 Mar 2026 (so far)');
    const active = bodyRows(screen.getByRole('table', { name: 'Active Users of the latest 7 days' }));
    expect(active[0]).toEqual(['30 Mar 2026 (so far)', '1,030']);
    expect(active).toHaveLength(7);

    const popular = screen.getByRole('table', { name: 'Most read e-papers, last 30 days' });
    const popularRows = bodyRows(popular);
    expect(popularRows).toHaveLength(10);
    expect(popularRows[0]).toEqual(['1', 'Morning Edition 1', '12,000']);
    expect(popularRows[9]).toEqual(['10', 'Morning Edition 10', '3,000']);
    expect(within(popular).getByRole('link', { name: 'Morning Edition 1' }).getAttribute('href')).toBe(
      '/epaper-management/view/500',
    );
    expect(screen.queryByText('Morning Edition 11')).toBeNull();
    expect(screen.getByText('78,000 page views in all')).toBeTruthy();
  });

  it('gives every chart a name and a table of its data, today "so far" and the previous period beside', async () => {
    fakeDashboardApi();
    const user = await open();
    const revenue = screen.getByRole('figure', { name: 'Revenue' });
    const table = within(revenue).getByRole('table', { name: 'Revenue per day, 1 Mar 2026 – 30 Mar 2026' });
    // The rows are filled in just after the figures (a deferred render), the previous period once answered.
    await waitFor(() => expect(bodyRows(table)[0]).toHaveLength(3));
    const rows = bodyRows(table);
    expect(rows).toHaveLength(30);
    expect(rows[0]).toEqual(['1 Mar 2026', '₹1,001.50', '₹1,001.50 (30 Jan 2026)']);
    expect(rows[29]).toEqual(['30 Mar 2026 (so far)', '₹1,030.50', '₹1,030.50 (28 Feb 2026)']);
    expect(within(revenue).getByText('Today, 30 Mar 2026 (so far)')).toBeTruthy();
    expect(within(revenue).getByText('Previous period, 30 Jan 2026 – 28 Feb 2026')).toBeTruthy();

    const views = screen.getByRole('figure', { name: 'Page views' });
    await waitFor(() =>
      expect(bodyRows(within(views).getByRole('table'))[29]?.slice(0, 2)).toEqual(['30 Mar 2026 (so far)', '300']),
    );
    const registrations = screen.getByRole('figure', { name: 'New registrations' });
    expect(bodyRows(within(registrations).getByRole('table'))[0]?.slice(0, 2)).toEqual(['1 Mar 2026', '1']);
    const active = screen.getByRole('figure', { name: 'Active users' });
    expect(bodyRows(within(active).getByRole('table'))[0]?.slice(0, 2)).toEqual(['1 Mar 2026', '1,001']);

    // The table is for screen readers until asked for on screen.
    const toggle = within(revenue).getByRole('button', { name: 'Show table of revenue' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(revenue).getByRole('region', { name: /Revenue per day/ })).toBeTruthy();
    expect(within(revenue).getByRole('button', { name: 'Hide table of revenue' })).toBe(toggle);
  });

  it('changes the range: the days asked for, the URL and the figures', async () => {
    const http = fakeDashboardApi();
    const user = await open();
    expect(rangeSelect().value).toBe('30');
    expect(Array.from(rangeSelect().options).map((option) => option.text)).toEqual([
      'Last 7 days',
      'Last 30 days',
      'Last 90 days',
      'Custom range…',
    ]);

    await user.selectOptions(rangeSelect(), 'Last 90 days');
    await waitFor(() => expect(currentPath()).toBe('/dashboard?range=90'));
    await waitFor(() => expect(revenueTotal()).toBe('₹94,140.00'));
    expect(http.rangePaths().slice(4).sort()).toEqual([
      `${ANALYTICS_PATHS.content}?days=90`,
      `${ANALYTICS_PATHS.revenue}?days=90`,
      `${ANALYTICS_PATHS.users}?days=90`,
    ]);
    expect(await screen.findByRole('table', { name: 'Revenue per day, 31 Dec 2025 – 30 Mar 2026' })).toBeTruthy();
    expect(bodyRows(screen.getByRole('table', { name: 'New Registrations of the latest 7 days' }))[0]).toEqual([
      '30 Mar 2026 (so far)',
      '90',
    ]);

    // The default range leaves the URL bare.
    await user.selectOptions(rangeSelect(), 'Last 30 days');
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    await waitFor(() => expect(revenueTotal()).toBe('₹30,480.00'));
  });

  it('shows a custom range and the period before it, refusing one that ends after today', async () => {
    const http = fakeDashboardApi();
    const user = await open();
    await user.selectOptions(rangeSelect(), 'Custom range…');
    const form = screen.getByRole('form', { name: 'Custom range' });
    const from = within(form).getByLabelText('From');
    const to = within(form).getByLabelText('To');
    // It starts from the days on screen.
    expect((from as HTMLInputElement).value).toBe('2026-03-01');
    expect((to as HTMLInputElement).value).toBe('2026-03-30');

    await user.clear(to);
    await user.type(to, '2026-03-31');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText('The end date cannot be after today')).toBeTruthy();
    expect(document.activeElement).toBe(to);
    expect(currentPath()).toBe('/dashboard');

    await user.clear(from);
    await user.type(from, '2026-03-21');
    await user.clear(to);
    await user.type(to, '2026-03-25');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard?from=2026-03-21&to=2026-03-25'));
    await waitFor(() =>
      expect(http.analyticsPaths()).toEqual(
        expect.arrayContaining([
          `${ANALYTICS_PATHS.users}?from=2026-03-21&to=2026-03-25`,
          `${ANALYTICS_PATHS.users}?from=2026-03-16&to=2026-03-20`,
        ]),
      ),
    );
    const revenue = screen.getByRole('figure', { name: 'Revenue' });
    expect(await within(revenue).findByText('Previous period, 16 Mar 2026 – 20 Mar 2026')).toBeTruthy();
    // No day of it is under way.
    expect(within(revenue).queryByText(/so far/)).toBeNull();

    // The menu's Dashboard link (a range changed from elsewhere, as Back does): the select
    // says "Last 30 days" again and the custom fields close.
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    await waitFor(() => expect(rangeSelect().value).toBe('30'));
    expect(screen.queryByRole('form', { name: 'Custom range' })).toBeNull();
  }, 15_000);

  it('reads the range from the URL, and falls back to 30 days for a wrong one', async () => {
    const http = fakeDashboardApi();
    const first = renderApp('/dashboard?range=7');
    await screen.findByText('1,23,456', {}, { timeout: 5000 });
    expect(rangeSelect().value).toBe('7');
    await waitFor(() => expect(revenueTotal()).toBe('₹7,031.50'));
    expect(http.analyticsPaths()).toContain(`${ANALYTICS_PATHS.users}?days=7`);
    first.unmount();

    queryClient.clear();
    const wrong = fakeDashboardApi();
    await open('/dashboard?range=abc');
    expect(rangeSelect().value).toBe('30');
    expect(wrong.analyticsPaths()).toContain(`${ANALYTICS_PATHS.users}?days=30`);
  });

  it('is the home screen too', async () => {
    fakeDashboardApi();
    await open('/');
    expect(currentPath()).toBe('/');
    expect(cardValue('Total Users')).toBe('1,23,456');
  });

  it('says what failed with the server’s message, and Retry recovers', async () => {
    let isBroken = true;
    fakeDashboardApi({
      [`GET ${ANALYTICS_PATHS.revenue}`]: (request) =>
        isBroken
          ? json(400, { message: 'Days must be a whole number from 1 to 731', code: 'validation_error' })
          : json(200, revenueAnalytics(daysOf(request))),
    });
    const user = await open();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading analytics: Days must be a whole number from 1 to 731')).toBeTruthy();
    // What did load is still shown.
    expect(cardValue('Total Users')).toBe('1,23,456');

    isBroken = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(revenueTotal()).toBe('₹30,480.00'));
  });

  it('words an answer without a message as every screen words a load error', async () => {
    fakeDashboardApi({ [`GET ${ANALYTICS_PATHS.overview}`]: () => json(404, {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Error loading analytics: An error occurred', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('Refresh Data asks for all four figures again', async () => {
    let totalUsers = overview.total_users;
    const http = fakeDashboardApi({
      [`GET ${ANALYTICS_PATHS.overview}`]: () => json(200, { ...overview, total_users: totalUsers }),
    });
    const user = await open();
    await waitFor(() => expect(http.rangePaths()).toHaveLength(4));
    await waitFor(() => expect(http.comparisonPaths()).toHaveLength(3));

    totalUsers = 200000;
    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(cardValue('Total Users')).toBe('2,00,000'));
    await waitFor(() => expect(http.comparisonPaths()).toHaveLength(6));
    expect(http.rangePaths().slice(4).sort()).toEqual([
      `${ANALYTICS_PATHS.content}?days=30`,
      ANALYTICS_PATHS.overview,
      `${ANALYTICS_PATHS.revenue}?days=30`,
      `${ANALYTICS_PATHS.users}?days=30`,
    ]);
  });

  it('says so when nothing was read in the range', async () => {
    fakeDashboardApi({
      [`GET ${ANALYTICS_PATHS.content}`]: (request) => json(200, contentAnalytics(daysOf(request), 0)),
    });
    await open();
    expect(await screen.findByText('No page views in this range yet.')).toBeTruthy();
  });

  it('downloads a report of the chosen range as CSV, signed in by header', async () => {
    const http = fakeDashboardApi({
      'GET /api/dashboard/analytics/reports/usage/': () =>
        new Response('date,page_views\n2026-03-30,300\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="usage-2026-01-01-2026-03-30.csv"',
          },
        }),
      'GET /api/dashboard/analytics/reports/revenue/': () =>
        json(500, { message: 'Report failed', code: 'internal_error' }),
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    const user = await open('/dashboard?range=90');
    const reports = screen.getByRole('heading', { name: 'Reports' }).closest('section') as HTMLElement;
    expect(
      within(reports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Subscriptions report', 'Usage report', 'Revenue report']);

    await user.click(within(reports).getByRole('button', { name: 'Usage report' }));
    expect(await screen.findByText('Usage report saved as usage-2026-01-01-2026-03-30.csv')).toBeTruthy();
    const call = http.fake.mock.calls.find(([url]) => String(url).includes('/reports/usage/'));
    expect(String(call?.[0])).toBe('/api/dashboard/analytics/reports/usage/?days=90&format=csv');
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get('Accept')).toBe('text/csv');
    expect(headers.get('Authorization')).toBe('Bearer a1');

    await user.click(within(reports).getByRole('button', { name: 'Revenue report' }));
    expect(await screen.findByText('Failed to download the revenue report: Report failed')).toBeTruthy();
  });
});
