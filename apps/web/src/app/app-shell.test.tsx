import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import { makeUser, page } from '../features/users/users.test-helper.tsx';
import { fakeApi, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';
import { preloadSignedInScreen } from './router.tsx';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  document.title = '';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const currentPath = () => screen.getByTestId('path').textContent;
const signedInSession = () => saveTokens({ access: 'a1', refresh: 'r1' }, { persist: true });

describe('guarded routes', () => {
  it.each(['/users', '/users/42', '/admin', '/epaper-management/edit/3', '/user-subscriptions', '/dashboard', '/'])(
    'sends a signed-out visit to %s to /signin',
    async (path) => {
      fakeApi();
      renderApp(path);
      await screen.findByRole('heading', { name: 'Sign In' });
      expect(currentPath()).toBe('/signin');
    },
  );

  it('shows the Dashboard, inside the layout, titled', async () => {
    signedInSession();
    fakeApi();
    renderApp('/dashboard');
    // The first test to open the layout waits for its lazy chunks to load.
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Dashboard · E-Paper Admin'));
  });

  it('starts the session check with the first screen’s chunks, and the guard asks for it only once', async () => {
    signedInSession();
    const { requests } = fakeApi();
    preloadSignedInScreen('/profile', '');
    // Before React renders anything: the entry's own request.
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/users/profile/']);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/users/profile/')).toHaveLength(1);
  }, 15_000);

  it('redirects /user-management to /users', async () => {
    signedInSession();
    fakeApi();
    renderApp('/user-management');
    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeTruthy();
    expect(currentPath()).toBe('/users');
  });

  it('sends a signed-in admin opening /signin to /', async () => {
    signedInSession();
    fakeApi();
    renderApp('/signin');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(currentPath()).toBe('/');
  });

  it('titles the sign-in, profile and not-found screens', async () => {
    fakeApi();
    const first = renderApp('/signin');
    await screen.findByRole('heading', { name: 'Sign In' });
    await waitFor(() => expect(document.title).toBe('Sign In · E-Paper Admin'));
    first.unmount();

    const second = renderApp('/nowhere');
    await screen.findByRole('heading', { name: 'ERROR' });
    // The title is set in an effect, after the heading is on screen: wait for it, as for the first.
    await waitFor(() => expect(document.title).toBe('Page Not Found · E-Paper Admin'));
    second.unmount();

    signedInSession();
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile' });
    await waitFor(() => expect(document.title).toBe('Profile · E-Paper Admin'));
  });
});

describe('app start with a stored session', () => {
  it('keeps the tokens on a 5xx and offers Retry, which then opens the page', async () => {
    const user = userEvent.setup();
    signedInSession();
    let isDown = true;
    const profileAnswer = { message: 'Internal server error' };
    fakeApi({
      'GET /api/users/profile/': () => (isDown ? json(500, profileAnswer) : json(200, { ...profileAnswer, name: 'x' })),
    });
    renderApp('/profile');

    expect(
      await screen.findByRole('heading', { name: 'We could not load your account' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('Internal server error')).toBeTruthy();
    expect(localStorage.getItem('access_token')).toBe('a1');
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    expect(currentPath()).toBe('/profile');

    isDown = false;
    fakeApi();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeTruthy();
  });

  it('takes a failed early session check as the check, without asking again', async () => {
    signedInSession();
    const { requests } = fakeApi({
      'GET /api/users/profile/': () => json(500, { message: 'Internal server error', code: 'internal_error' }),
    });
    preloadSignedInScreen('/profile', '');
    // The early check and its one retry for a 5xx, done before the app starts.
    await waitFor(() => expect(queryClient.getQueryState(['users', 'profile'])?.status).toBe('error'), {
      timeout: 4000,
    });
    renderApp('/profile');
    expect(
      await screen.findByRole('heading', { name: 'We could not load your account' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(requests.filter((request) => request.path === '/api/users/profile/')).toHaveLength(2);
    expect(localStorage.getItem('access_token')).toBe('a1');
  }, 15_000);

  it('keeps the tokens when the server cannot be reached, with the network text', async () => {
    signedInSession();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/users');
    expect(await screen.findByText('Network error. Please check your connection.', {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(localStorage.getItem('refresh_token')).toBe('r1');
  });

  it('drops the tokens on a 403 and asks to sign in', async () => {
    signedInSession();
    fakeApi({
      'GET /api/users/profile/': () =>
        json(403, { message: 'This dashboard is for administrators only', code: 'permission_denied' }),
    });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('command palette', () => {
  it('opens with Ctrl+K, finds a screen by what is typed, and Enter goes there', async () => {
    const user = userEvent.setup();
    signedInSession();
    fakeApi();
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    const input = within(dialog).getByRole('combobox');
    await waitFor(() => expect(document.activeElement).toBe(input));
    await user.type(input, 'readers');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['User Management/users']);
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('heading', { name: 'User Management', level: 1 })).toBeTruthy();
    expect(currentPath()).toBe('/users');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('finds readers through the server, admins by email, and opens Create New Admin', async () => {
    const user = userEvent.setup();
    signedInSession();
    const reader = makeUser({ id: 41, name: 'Ravi Kumar', email: 'ravi@example.com' });
    const admin = { ...makeUser({ id: 3, name: 'Meera Iyer', email: 'meera@epaper.example' }), role: 'admin' };
    const http = fakeApi({
      'GET /api/dashboard/users/': () => json(200, page([reader])),
      'GET /api/dashboard/admins/': () => json(200, { ...page([admin]), active_count: 1 }),
      'GET /api/dashboard/users/41/': () => json(200, reader),
    });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    await user.keyboard('{Control>}k{/Control}');
    let dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(dialog).getByRole('combobox'), 'kumar');
    await user.click(await within(dialog).findByRole('option', { name: /Ravi Kumar/ }));
    await waitFor(() => expect(currentPath()).toBe('/users/41'));
    const searched = http.requests.find((request) => request.path.startsWith('/api/dashboard/users/?'));
    expect(new URLSearchParams(searched?.path.split('?')[1]).get('search')).toBe('kumar');

    await user.keyboard('{Control>}k{/Control}');
    dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(dialog).getByRole('combobox'), 'meera@');
    expect(await within(dialog).findByRole('option', { name: /Meera Iyer/ })).toBeTruthy();

    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), 'new admin');
    await user.click(await within(dialog).findByRole('option', { name: 'Create New Admin' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Admin' })).toBeTruthy();
    expect(currentPath()).toBe('/admin');
  });

  it('switches the theme and says when nothing matches', async () => {
    const user = userEvent.setup();
    signedInSession();
    fakeApi();
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile' });

    await user.click(screen.getByRole('button', { name: /Search or type command/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(dialog).getByRole('combobox'), 'zzz');
    // Readers and admins are searched on the server first; none match either.
    expect(await within(dialog).findByText('No results found.')).toBeTruthy();

    await user.clear(within(dialog).getByRole('combobox'));
    await user.type(within(dialog).getByRole('combobox'), 'dark');
    await user.click(within(dialog).getByRole('option', { name: 'Switch to dark theme' }));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    document.documentElement.classList.remove('dark');
  });
});

describe('sign-in messages', () => {
  it('asks for the country code instead of calling the server', async () => {
    const user = userEvent.setup();
    const http = fakeApi();
    renderApp('/signin');
    const phone = await screen.findByLabelText('Mobile Number');
    await waitFor(() => expect(document.activeElement).toBe(phone));
    await user.type(phone, '9876543210');
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter the mobile number with its country code, e.g. +919876543210')).toBeTruthy();
    expect(http.requests).toHaveLength(0);
  });

  it("shows the server's rate-limit message, which says when to try again", async () => {
    const user = userEvent.setup();
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    fakeApi({ 'POST /api/auth/login/': () => json(429, { message, code: 'rate_limited' }) });
    renderApp('/signin');
    await user.type(await screen.findByLabelText('Mobile Number'), '+919876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
