// Access guard, /logout and the not-found page; auth state and app start;
// "Keep me logged in".
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { baseURL, openPage, signIn, signInForm, storedTokens, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

async function open(): Promise<Page> {
  const { context, page } = await openPage(files.browser());
  files.track(context);
  return page;
}

const profileHeading = (page: Page) => page.getByRole('heading', { name: 'My Profile' });

describe('access guard', () => {
  it('sends a signed-out visitor to /signin and back to the page asked for after signing in', async () => {
    const page = await open();
    await page.goto('/profile?tab=security');
    await waitForPath(page, /^\/signin$/);
    await visible(signInForm(page).phone);

    await signIn(page, { navigate: false });
    expect(await waitForPath(page, /^\/profile/)).toBe('/profile?tab=security');
    await visible(profileHeading(page));
  });

  it('keeps the session when the server fails at start, and Retry then opens the page', async () => {
    const page = await open();
    await signIn(page);
    const before = await storedTokens(page);
    expect(before.local.access).toBeTruthy();

    // Fault injection: the server fails the profile call the app makes at start.
    await page.route('**/api/users/profile/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await page.reload();
    await visible(page.getByRole('heading', { name: 'We could not load your account' }));
    await visible(page.getByText('Internal server error', { exact: true }));
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await storedTokens(page)).toEqual(before);

    await page.unroute('**/api/users/profile/');
    await page.getByRole('button', { name: 'Retry' }).click();
    await visible(profileHeading(page));
  });

  it('keeps the session when the network is down at start', async () => {
    const page = await open();
    await signIn(page);
    const before = await storedTokens(page);
    await page.route('**/api/users/profile/', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await visible(page.getByText('Network error. Please check your connection.'));
    await visible(page.getByRole('button', { name: 'Retry' }));
    expect(await storedTokens(page)).toEqual(before);
  });

  it('drops the stored tokens and asks to sign in when the server refuses the session', async () => {
    const page = await open();
    await signIn(page);
    // Fault injection: the access token and the refresh token are both refused.
    const refuse = (route: Route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Token is invalid"}' });
    await page.route('**/api/users/profile/', refuse);
    await page.route('**/api/auth/token/refresh/', refuse);
    await page.reload();
    await waitForPath(page, /^\/signin$/);
    // The refused refresh sends the browser to /signin with a full page load: wait for it to settle.
    await page.waitForLoadState('load');
    await visible(signInForm(page).phone);
    expect(await storedTokens(page)).toEqual({
      local: { access: null, refresh: null },
      session: { access: null, refresh: null },
    });
  });

  it('shows Access Denied to a session whose account did not load', async () => {
    const page = await open();
    await signIn(page);

    // The only way the app reaches "authenticated without a user" is a profile call that
    // succeeds with no account in it: fault injection of exactly that answer.
    await page.route('**/api/users/profile/', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
    );
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Access Denied' }));
    await visible(page.getByText("You don't have permission to access this page."));
    expect(new URL(page.url()).pathname).toBe('/profile');
    const other = page.getByRole('link', { name: 'Sign in with another account' });
    expect(await other.getAttribute('href')).toBe('/logout');
  });
});

describe('keep me logged in', () => {
  it('checked: tokens live in localStorage and the session survives a reload and a new tab', async () => {
    const page = await open();
    await signIn(page, { keepLoggedIn: true });
    const tokens = await storedTokens(page);
    expect(tokens.local.access).toBeTruthy();
    expect(tokens.local.refresh).toBeTruthy();
    expect(tokens.session).toEqual({ access: null, refresh: null });

    await page.reload();
    await visible(profileHeading(page));

    const tab = await page.context().newPage();
    await tab.goto('/profile');
    await visible(profileHeading(tab));
    expect(new URL(tab.url()).pathname).toBe('/profile');
  });

  it('unchecked: tokens live in sessionStorage only and end with the browser session', async () => {
    const page = await open();
    await signIn(page, { keepLoggedIn: false });
    const tokens = await storedTokens(page);
    expect(tokens.session.access).toBeTruthy();
    expect(tokens.session.refresh).toBeTruthy();
    expect(tokens.local).toEqual({ access: null, refresh: null });

    // A reload keeps the tab's session.
    await page.reload();
    await visible(profileHeading(page));

    // A new browser session with everything the browser keeps on disk has no tokens.
    const state = await page.context().storageState();
    const restored = await files.browser().newContext({ baseURL: baseURL(), storageState: state });
    files.track(restored);
    const later = await restored.newPage();
    await later.goto('/profile');
    await waitForPath(later, /^\/signin$/);
    await visible(signInForm(later).phone);
  });
});

describe('logout', () => {
  it('/logout clears the tokens, ends the session on the server and shows /signin', async () => {
    const page = await open();
    await signIn(page);
    const { refresh } = (await storedTokens(page)).local;
    expect(refresh).toBeTruthy();

    await page.goto('/logout');
    await waitForPath(page, /^\/signin$/);
    await visible(signInForm(page).phone);
    expect(await storedTokens(page)).toEqual({
      local: { access: null, refresh: null },
      session: { access: null, refresh: null },
    });

    await page.goto('/profile');
    await waitForPath(page, /^\/signin$/);

    // The old refresh token no longer renews anything.
    const renewal = await page.request.post('/api/auth/token/refresh/', { data: { refresh } });
    expect(renewal.status()).toBe(401);
  });
});

describe('signing out in another tab', () => {
  it('sends the other tabs of a kept session to /signin at once', async () => {
    const page = await open();
    await signIn(page, { keepLoggedIn: true });
    const tab = await page.context().newPage();
    await tab.goto('/profile');
    await visible(profileHeading(tab));

    await page.goto('/logout');
    await waitForPath(page, /^\/signin$/);
    await waitForPath(tab, /^\/signin$/);
    await visible(signInForm(tab).phone);
  });
});

describe('every screen route is guarded', () => {
  /** Every screen and its title; what each one shows has browser tests of its own. */
  const screens: Array<[string, string]> = [
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/users', 'User Management'],
    ['/users/42', 'User Details'],
    ['/admin', 'Admin Management'],
    ['/epaper-management', 'All E-Papers'],
    ['/epaper-management/add', 'Add New E-Paper'],
    ['/epaper-management/view/7', 'E-Paper Details'],
    ['/epaper-management/edit/7', 'Edit E-Paper'],
    ['/subscription-management', 'Subscription Management'],
    ['/subscription-plans', 'Subscription Plans'],
    ['/user-subscriptions', 'User Subscriptions'],
  ];

  it('sends a signed-out visitor of each screen to /signin', async () => {
    const page = await open();
    for (const [path] of screens) {
      await page.goto(path);
      expect(await waitForPath(page, /^\/signin$/), path).toBe('/signin');
    }
  });

  it('returns to the screen asked for after signing in, and titles every screen', async () => {
    const page = await open();
    await page.goto('/users/42');
    await waitForPath(page, /^\/signin$/);
    await signIn(page, { navigate: false });
    expect(await waitForPath(page, /^\/users\/42$/)).toBe('/users/42');

    for (const [path, title] of screens) {
      await page.goto(path);
      await visible(page.getByRole('navigation', { name: 'Main navigation' }));
      await expect.poll(() => page.title(), { message: path }).toBe(`${title} · E-Paper Admin`);
    }
    await page.goto('/profile');
    await visible(profileHeading(page));
    expect(await page.title()).toBe('Profile · E-Paper Admin');
  });

  it('sends a signed-in admin from /signin to / and from /user-management to /users', async () => {
    const page = await open();
    await signIn(page);
    await page.goto('/signin');
    expect(await waitForPath(page, /^\/$/)).toBe('/');
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));

    await page.goto('/user-management');
    expect(await waitForPath(page, /^\/users$/)).toBe('/users');
    await visible(page.getByRole('heading', { name: 'User Management', level: 1 }));
  });
});

describe('not-found page', () => {
  it('shows ERROR, the not-found text and a link back to the home page', async () => {
    const page = await open();
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'ERROR', level: 1 }));
    await visible(page.getByText("We can't seem to find the page you are looking for!"));
    expect(await page.title()).toBe('Page Not Found · E-Paper Admin');
    // The brand, and the theme can be switched here too.
    await visible(page.getByText('E-Paper Admin', { exact: true }));
    await visible(page.getByRole('button', { name: 'Switch to dark theme' }));
    const home = page.getByRole('link', { name: 'Back to Home Page' });
    expect(await home.getAttribute('href')).toBe('/');

    // Signed out, home is behind the guard.
    await home.click();
    await waitForPath(page, /^\/signin$/);
  });
});
