import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../../lib/api/fake-http.test-helper.ts';
import { fakeNotificationsApi, makeNotification, renderBell } from '../notifications.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ready = makeNotification({ id: 3, title: '“Morning Herald” (27 Nov 2026) is ready' });
const failed = makeNotification({
  id: 2,
  kind: 'edition_failed',
  epaper_id: 7,
  title: '“Evening Star” (26 Nov 2026) failed to process',
  body: 'The PDF could not be read.',
});
const published = makeNotification({
  id: 1,
  kind: 'edition_published',
  epaper_id: null,
  title: '“City Weekly” (25 Nov 2026) was published by its schedule',
  read_at: '2026-11-26T08:00:00Z',
});

const currentPath = () => screen.getByTestId('path').textContent;

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Notifications' }) };
}

describe('the notification bell', () => {
  it('counts the unread ones in its name and on its badge, up to 99+', async () => {
    const http = fakeNotificationsApi([ready, failed, published]);
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toBe('2');

    cleanup();
    http.state.notifications = Array.from({ length: 150 }, (_, index) => makeNotification({ id: index + 1 }));
    renderBell();
    expect((await screen.findByRole('button', { name: 'Notifications, 150 unread' })).textContent).toBe('99+');
  });

  it('is just "Notifications", without a badge, when all are read', async () => {
    fakeNotificationsApi([published]);
    renderBell();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' }).textContent).toBe(''));
  });

  it('lists the newest, the unread ones marked, each with its title, body and how long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T07:00:00Z') });
    fakeNotificationsApi([{ ...ready, created_at: '2026-11-27T06:55:00Z' }, failed, published]);
    renderBell();
    const { panel } = await openPanel();
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    const items = await within(panel).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: “Morning Herald” \(27 Nov 2026\) is ready.*All 12 pages.*5 min ago$/),
      expect.stringMatching(/^Unread: “Evening Star”.*The PDF could not be read\./),
      expect.stringMatching(/^“City Weekly”/),
    ]);
    const time = within(items[0] as HTMLElement).getByText('5 min ago');
    // The exact time on hover, on the service's clock with its zone named.
    expect(time.getAttribute('title')).toBe('27 Nov 2026, 12:25 pm IST');
  });

  it('says so when there are none', async () => {
    fakeNotificationsApi([]);
    renderBell();
    const { panel } = await openPanel();
    expect(await within(panel).findByText('No notifications yet.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks one read when it is clicked and opens its edition', async () => {
    const http = fakeNotificationsApi([ready, failed, published]);
    renderBell();
    const { user, panel } = await openPanel();
    await user.click(await within(panel).findByRole('button', { name: /Evening Star/ }));

    await waitFor(() => expect(currentPath()).toBe('/epaper-management/view/7'));
    expect(screen.queryByRole('dialog')).toBeNull();
    const posts = http.requests.filter((request) => request.method === 'POST');
    expect(posts).toEqual([expect.objectContaining({ path: '/api/notifications/read/', body: { ids: [2] } })]);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
  });

  it('marks all read', async () => {
    const http = fakeNotificationsApi([ready, failed, published]);
    renderBell();
    const { user, panel } = await openPanel();
    await within(panel).findAllByRole('listitem');
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));

    await waitFor(() => expect(within(panel).queryByText(/Unread/)).toBeNull());
    expect(within(panel).getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(http.requests.find((request) => request.method === 'POST')?.body).toEqual({ all: true });
    expect(currentPath()).toBe('/dashboard');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('closes on Escape and on a click outside, giving the focus back to the bell', async () => {
    fakeNotificationsApi([ready]);
    renderBell();
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Notifications/ }));

    await user.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByRole('dialog', { name: 'Notifications' })).toBeTruthy();
    // The modal panel turns pointer events off on the body: a click outside lands on the page's root.
    await user.click(document.documentElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Notifications/ }));
  });

  it('says when the list cannot be read', async () => {
    fakeNotificationsApi([ready], {
      'GET /api/notifications/': () => json(500, { message: 'Database unavailable', code: 'internal_error' }),
    });
    renderBell();
    const { panel } = await openPanel();
    expect((await within(panel).findByRole('alert')).textContent).toContain(
      'Failed to load notifications: Database unavailable',
    );
  });
});

describe('toasts for what arrives while signed in', () => {
  it('shows none for what was there on the first load, and asks again when the window is back in front', async () => {
    const http = fakeNotificationsApi([ready, failed]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();

    const arrived = makeNotification({ id: 4, title: '“Morning Herald” (28 Nov 2026) is ready' });
    http.state.notifications = [ready, failed, arrived];
    // Without waiting for the next poll: the toasts of the first load would still be on screen.
    act(() => window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText(arrived.title)).toBeTruthy();
    expect(screen.queryByText(ready.title)).toBeNull();
    expect(screen.queryByText(failed.title)).toBeNull();
  });

  it('toasts each new one on the next poll, the newest three and a count of the rest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const http = fakeNotificationsApi([published]);
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();

    const arrived = [
      makeNotification({ id: 2, title: 'Edition two is ready' }),
      makeNotification({ id: 3, title: 'Edition three is ready' }),
      makeNotification({ id: 4, kind: 'edition_failed', title: 'Edition four failed to process' }),
      makeNotification({ id: 5, title: 'Edition five is ready' }),
      makeNotification({ id: 6, title: 'Edition six is ready' }),
    ];
    http.state.notifications = [published, ...arrived];
    await act(() => vi.advanceTimersByTimeAsync(20_000));

    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeTruthy();
    expect(await screen.findByText('Edition six is ready')).toBeTruthy();
    expect(screen.getByText('Edition five is ready')).toBeTruthy();
    expect(screen.getByText('Edition four failed to process')).toBeTruthy();
    expect(screen.getByText('2 more notifications')).toBeTruthy();
    expect(screen.queryByText('Edition three is ready')).toBeNull();
    expect(screen.queryByText(published.title)).toBeNull();

    // Nothing new on the poll after: no toast again.
    const listReads = () => http.requests.filter((request) => request.path.startsWith('/api/notifications/?'));
    const reads = listReads().length;
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(listReads()).toHaveLength(reads);
  });
});
