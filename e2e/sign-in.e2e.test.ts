// Sign In: the form, its validation and its login errors.
import type { Locator, Page, Request } from 'playwright-core';
import { TEXTS } from '@epaper/shared/texts';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { DESKTOP, MOBILE, type Viewport } from './support/browser.ts';
import { generatedAdmin, gone, isFocused, openPage, signIn, signInForm, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

async function open(viewport?: Viewport): Promise<Page> {
  const opened = await openPage(files.browser(), viewport);
  files.track(opened.context);
  return opened.page;
}

/** Every API call the page makes from now on. */
function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request);
  });
  return calls;
}

type Box = { x: number; y: number; width: number; height: number };

/** Where each part is on the page now. */
async function boxesOf(parts: Record<string, Locator>): Promise<Record<string, Box | null>> {
  const entries = await Promise.all(
    Object.entries(parts).map(async ([name, part]) => [name, await part.boundingBox()] as const),
  );
  return Object.fromEntries(entries);
}

/** The parts whose box changed by more than half a pixel (a rounding), each with its change, e.g. "y +12". */
function movedParts(before: Record<string, Box | null>, after: Record<string, Box | null>): Record<string, string> {
  const moved: Record<string, string> = {};
  for (const [name, was] of Object.entries(before)) {
    const now = after[name];
    if (!was || !now) {
      moved[name] = now ? 'appeared' : 'gone';
      continue;
    }
    const changes = (['x', 'y', 'width', 'height'] as const)
      .map((side) => [side, now[side] - was[side]] as const)
      .filter(([, change]) => Math.abs(change) > 0.5)
      .map(([side, change]) => `${side} ${change > 0 ? '+' : ''}${Math.round(change * 10) / 10}`);
    if (changes.length > 0) moved[name] = changes.join(', ');
  }
  return moved;
}

describe('sign-in page', () => {
  it('shows every documented text, and the password toggle shows and hides it', async () => {
    const page = await open();
    await page.goto('/signin');

    await visible(page.getByRole('heading', { name: 'Sign In', level: 1 }));
    const form = signInForm(page);
    await visible(form.phone);
    // A country-code format, e.g. +919876543210.
    expect(await form.phone.getAttribute('placeholder')).toMatch(/^\+\d{6,15}$/);
    expect(await form.password.getAttribute('type')).toBe('password');
    expect(await form.keepLoggedIn.isChecked()).toBe(false);
    expect(await form.submit.textContent()).toBe('Sign in');

    const back = page.getByRole('link', { name: 'Back to dashboard' });
    await visible(back);
    expect(await back.getAttribute('href')).toBe('/');
    await visible(
      page.getByText(
        'Admin accounts are created by Super Admins only. If you need access, please contact your administrator.',
      ),
    );

    await form.password.fill('secret-value');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await form.password.getAttribute('type')).toBe('text');
    expect(await form.password.inputValue()).toBe('secret-value');
    await page.getByRole('button', { name: 'Hide password' }).click();
    expect(await form.password.getAttribute('type')).toBe('password');
    await visible(page.getByRole('button', { name: 'Show password' }));

    await form.keepLoggedIn.check();
    expect(await form.keepLoggedIn.isChecked()).toBe(true);
  });

  it('checks the mobile number, then the password, before any call', async () => {
    const page = await open();
    await page.goto('/signin');
    const form = signInForm(page);
    await visible(form.phone);
    const calls = recordApiCalls(page);

    await form.submit.click();
    await visible(page.getByText('Mobile number is required', { exact: true }));
    expect(await page.getByText('Password is required', { exact: true }).count()).toBe(0);

    await form.phone.fill(generatedAdmin().phone);
    await form.submit.click();
    await visible(page.getByText('Password is required', { exact: true }));
    await gone(page.getByText('Mobile number is required', { exact: true }));

    expect(calls.map((call) => `${call.method()} ${call.url()}`)).toEqual([]);
    expect(page.url()).toMatch(/\/signin$/);
  });

  it("shows the server's message for a wrong password", async () => {
    const page = await open();
    await page.goto('/signin');
    const form = signInForm(page);
    await form.phone.fill(generatedAdmin().phone);
    await form.password.fill('not-the-password');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login/'));
    await form.submit.click();
    const response = await answer;
    expect(response.status()).toBe(401);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe('Invalid mobile number or password');

    const alert = await visible(page.getByRole('alert'));
    expect(await alert.textContent()).toBe(message);
    expect(page.url()).toMatch(/\/signin$/);
  });

  it('signs the generated super admin in, reading "Signing in..." while the call is slow', async () => {
    const page = await open();
    // A real network delay in front of the real server: the answer itself is untouched.
    await page.route('**/api/auth/login/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/signin');
    const form = signInForm(page);
    await form.phone.fill(generatedAdmin().phone);
    await form.password.fill(generatedAdmin().password);
    await form.submit.click();

    const busy = await visible(page.getByRole('button', { name: 'Signing in...' }));
    expect(await busy.isDisabled()).toBe(true);

    // Nothing asked for: the home page, which is the Dashboard.
    expect(await waitForPath(page, /^\/$/)).toBe('/');
    await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
    await visible(page.getByRole('navigation', { name: 'Main navigation' }));
  });

  it('accepts the mobile number typed with spaces and dashes', async () => {
    const page = await open();
    const { phone, password } = generatedAdmin();
    // +919000000000 typed as "+91 90000-00000".
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 8)}-${phone.slice(8)}`;
    await signIn(page, { credentials: { phone: spaced, password } });
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('focuses Mobile Number, and asks for the country code before any call', async () => {
    const page = await open();
    await page.goto('/signin');
    const form = signInForm(page);
    await visible(form.phone);
    expect(await isFocused(form.phone)).toBe(true);
    expect(await page.title()).toBe('Sign In · E-Paper Admin');

    const calls = recordApiCalls(page);
    await page.keyboard.type(generatedAdmin().phone.slice(3));
    await form.password.fill(generatedAdmin().password);
    await form.submit.click();
    await visible(page.getByText('Enter the mobile number with its country code, e.g. +919876543210'));
    expect(await form.phone.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  for (const viewport of [DESKTOP, MOBILE]) {
    it(`moves nothing when any of its errors appears or goes, at ${viewport.width} px`, async () => {
      const page = await open(viewport);
      await page.goto('/signin');
      const form = signInForm(page);
      const parts = {
        heading: page.getByRole('heading', { name: 'Sign In', level: 1 }),
        phone: form.phone,
        password: form.password,
        keepLoggedIn: form.keepLoggedIn,
        submit: form.submit,
      };
      await visible(form.phone);
      const before = await boxesOf(parts);
      /** The parts that moved since the form first showed, with how far: none, every time. */
      const moved = async () => movedParts(before, await boxesOf(parts));

      await form.submit.click();
      await visible(page.getByText(TEXTS.mobileRequired, { exact: true }));
      expect(await moved(), TEXTS.mobileRequired).toEqual({});

      await form.phone.fill('12345');
      await form.submit.click();
      await visible(page.getByText(TEXTS.phoneInvalid, { exact: true }));
      expect(await moved(), TEXTS.phoneInvalid).toEqual({});

      // A number with no account: a wrong pair without spending the generated admin's attempts.
      await form.phone.fill('+919811100024');
      await form.submit.click();
      await visible(page.getByText(TEXTS.passwordRequired, { exact: true }));
      await gone(page.getByText(TEXTS.phoneInvalid, { exact: true }));
      expect(await moved(), TEXTS.passwordRequired).toEqual({});

      await form.password.fill('not-the-password');
      await form.submit.click();
      await visible(page.getByRole('alert').getByText('Invalid mobile number or password'));
      await gone(page.getByText(TEXTS.passwordRequired, { exact: true }));
      expect(await moved(), "the server's message").toEqual({});
    });
  }

  it('paints the sign-in skeleton, never a "Loading…" screen, for a visitor without a session', async () => {
    const page = await open(MOBILE);
    // Whether "Loading…" was ever on screen, checked every frame from the first paint on.
    await page.addInitScript(() => {
      const record = window as unknown as { sawLoading?: boolean };
      const check = () => {
        if (document.body?.innerText.includes('Loading…')) record.sawLoading = true;
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    // A slow line: the scripts arrive late, so what the page paints before them shows.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    for (const path of ['/signin', '/dashboard']) {
      await page.goto(path, { waitUntil: 'commit' });
      await visible(page.locator('#root [aria-hidden="true"]').first());
      await visible(signInForm(page).phone);
      expect(await waitForPath(page, /^\/signin$/)).toBe('/signin');
      expect(await page.evaluate(() => (window as unknown as { sawLoading?: boolean }).sawLoading ?? false)).toBe(
        false,
      );
    }
  });

  it("shows the server's own message when sign-in is rate-limited", async () => {
    const page = await open();
    const message = 'Too many sign-in attempts. Try again in 15 minutes.';
    // Fault injection of the throttled answer: the real limit would lock the shared admin out.
    await page.route('**/api/auth/login/', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '900' },
        body: JSON.stringify({ message, code: 'rate_limited' }),
      }),
    );
    await page.goto('/signin');
    const form = signInForm(page);
    await form.phone.fill(generatedAdmin().phone);
    await form.password.fill('whatever');
    await form.submit.click();
    expect(await (await visible(page.getByRole('alert'))).textContent()).toBe(message);
  });
});
