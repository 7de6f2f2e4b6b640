// Steps a person takes in the dashboard, shared by the journey files: signing in
// through the form, switching the theme with its button, reading what the browser
// stores. Everything is found by role, label or text, as a user would find it.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { DESKTOP, newPage, type Viewport } from './browser.ts';

/** How long a step may take before the test fails with a clear message. */
export const STEP_TIMEOUT = 10_000;

export type Credentials = { phone: string; password: string };

/** The first super admin the server generated for this run. */
export function generatedAdmin(): Credentials {
  return { phone: inject('adminPhone'), password: inject('adminPassword') };
}

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Where a page opens: the suite's product unless `baseURL` names another (a file's own).
 * `hasTouch`: a touch screen, as a phone's (touch events and touch-action honoured).
 */
export type PageOptions = { baseURL?: string; acceptDownloads?: boolean; hasTouch?: boolean };

/** A fresh context and page pointed at the product. */
export function openPage(
  browser: Browser,
  viewport: Viewport = DESKTOP,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL: url = baseURL(), acceptDownloads, hasTouch } = options;
  return newPage(browser, url, viewport, {
    ...(acceptDownloads !== undefined && { acceptDownloads }),
    ...(hasTouch !== undefined && { hasTouch }),
  });
}

/** Waits until the element is on screen, failing after STEP_TIMEOUT. */
export async function visible(locator: Locator): Promise<Locator> {
  await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT });
  return locator;
}

/** Waits until the element is gone or hidden. */
export async function gone(locator: Locator, timeout = STEP_TIMEOUT): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout });
}

/** The path (with query) the page shows once the URL matches `pattern`. */
export async function waitForPath(page: Page, pattern: RegExp): Promise<string> {
  await page.waitForURL((url) => pattern.test(`${url.pathname}${url.search}`), { timeout: STEP_TIMEOUT });
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The sign-in form's controls. */
export function signInForm(page: Page) {
  return {
    phone: page.getByLabel('Mobile Number'),
    password: page.getByLabel('Password', { exact: true }),
    keepLoggedIn: page.getByLabel('Keep me logged in'),
    submit: page.getByRole('button', { name: /^Sign(ing)? in/ }),
  };
}

export type SignInOptions = {
  credentials?: Credentials;
  /** The "Keep me logged in" checkbox; checked by default. */
  keepLoggedIn?: boolean;
  /** Open /signin first; false when the page is already there (e.g. after a redirect). */
  navigate?: boolean;
};

/**
 * Signs in through the form and waits until the app has left the sign-in page. With
 * `navigate`, it starts from /profile, so the guard sends it to /signin and the sign-in
 * returns to /profile: a light screen to land on, where the index would load the
 * Dashboard's figures.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const { credentials = generatedAdmin(), keepLoggedIn = true, navigate = true } = options;
  if (navigate) await page.goto('/profile');
  const form = signInForm(page);
  await visible(form.phone);
  await form.phone.fill(credentials.phone);
  await form.password.fill(credentials.password);
  await form.keepLoggedIn.setChecked(keepLoggedIn);
  await form.submit.click();
  // Success goes to the page asked for, or /.
  await waitForPath(page, /^\/(?!signin\b)/);
}

/** A fresh desktop context already signed in as `credentials` (the generated admin by default). */
export async function openSignedIn(
  browser: Browser,
  options: SignInOptions & PageOptions & { viewport?: Viewport } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await openPage(browser, options.viewport, options);
  await signIn(opened.page, options);
  await visible(opened.page.getByRole('heading', { name: 'My Profile' }));
  return opened;
}

export type Theme = 'light' | 'dark';

/** The theme the page shows: the `dark` class on <html>. */
export function currentTheme(page: Page): Promise<Theme> {
  return page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));
}

/** Switches the theme with the header's (or sign-in page's) toggle button, if needed. */
export async function setTheme(page: Page, theme: Theme): Promise<void> {
  if ((await currentTheme(page)) === theme) return;
  await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
  await visible(page.getByRole('button', { name: `Switch to ${theme === 'dark' ? 'light' : 'dark'} theme` }));
}

export type StoredTokens = {
  local: { access: string | null; refresh: string | null };
  session: { access: string | null; refresh: string | null };
};

/** The access and refresh tokens in both of the page's storages. */
export function storedTokens(page: Page): Promise<StoredTokens> {
  return page.evaluate(() => ({
    local: { access: localStorage.getItem('access_token'), refresh: localStorage.getItem('refresh_token') },
    session: { access: sessionStorage.getItem('access_token'), refresh: sessionStorage.getItem('refresh_token') },
  }));
}

/** The accessible name of the focused element's role and text, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
    return `${element.tagName.toLowerCase()} ${name}`.trim();
  });
}

/** Whether the element has keyboard focus. */
export function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/**
 * The header's user menu button: the one that opens a menu. Its label is the admin's
 * name (which journeys change), else the email's local part, else "User".
 */
export function userMenuButton(page: Page): Locator {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

/** The value of the profile's Full Name field, i.e. the admin's current name. */
export async function profileName(page: Page): Promise<string> {
  const field = await visible(page.getByLabel('Full Name'));
  return field.inputValue();
}

/** A pause the product needs to pass (a banner's timer), not a wait for the page. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
