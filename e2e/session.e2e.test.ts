// SPEC §2 access guard, /logout and the not-found page; §4 auth state and app start;
// DECISIONS §2 "Keep me logged in".
import type { Page } from 'playwright-core';
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

  it('drops the stored tokens and asks to sign in when the profile cannot be loaded at start', async () => {
    const page = await open();
    await signIn(page);
    expect((await storedTokens(page)).local.access).toBeTruthy();

    // Fault injection: the server fails the profile call the app makes at start.
    await page.route('**/api/users/profile/', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
    );
    await page.reload();
    await waitForPath(page, /^\/signin$/);
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

describe('not-found page', () => {
  it('shows ERROR, the spec text and a link back to the home page', async () => {
    const page = await open();
    await page.goto('/no-such-page');
    await visible(page.getByRole('heading', { name: 'ERROR', level: 1 }));
    await visible(page.getByText("We can't seem to find the page you are looking for!"));
    const home = page.getByRole('link', { name: 'Back to Home Page' });
    expect(await home.getAttribute('href')).toBe('/');

    // Signed out, home is behind the guard.
    await home.click();
    await waitForPath(page, /^\/signin$/);
  });
});
