// The header search is a command palette: Ctrl/Cmd+K, screens, theme, sign out, and
// editions found by a date written as people write it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { signedInEditionApi } from './support/edition-api.ts';
import { currentTheme, gone, isFocused, openSignedIn, setTheme, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

async function signedIn(): Promise<Page> {
  const opened = await openSignedIn(files.browser());
  files.track(opened.context);
  return opened.page;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });

async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = await visible(palette(page));
  const input = dialog.getByRole('combobox', { name: 'Search' });
  expect(await isFocused(input)).toBe(true);
  return { dialog, input };
}

describe('command palette', () => {
  it('opens with Ctrl+K, shows "Ctrl K" off macOS, and Enter goes to the screen typed', async () => {
    const page = await signedIn();
    const trigger = page.getByRole('banner').getByRole('button', { name: /Search or type command/ });
    expect(await (await visible(trigger)).textContent()).toContain('Ctrl K');

    const { dialog, input } = await openWithShortcut(page);
    expect(await input.getAttribute('placeholder')).toBe('Search or type command...');
    await input.fill('user man');
    await visible(dialog.getByRole('option', { name: /User Management/ }));
    expect(await dialog.getByRole('option').count()).toBe(1);
    await page.keyboard.press('Enter');

    expect(await waitForPath(page, /^\/users$/)).toBe('/users');
    await visible(page.getByRole('heading', { name: 'User Management', level: 1 }));
    await gone(dialog);
  });

  it('moves with the arrow keys, says when nothing matches, and Escape closes it', async () => {
    const page = await signedIn();
    const { dialog, input } = await openWithShortcut(page);
    await input.fill('subscription');
    const options = dialog.getByRole('option');
    await visible(options.first());
    expect(await options.count()).toBe(3);
    await page.keyboard.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');

    await input.fill('nothing like this');
    await visible(dialog.getByText('No results found.'));

    await page.keyboard.press('Escape');
    await gone(dialog);
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('switches the theme', async () => {
    const page = await signedIn();
    expect(await currentTheme(page)).toBe('light');
    const { input } = await openWithShortcut(page);
    await input.fill('dark');
    await page.keyboard.press('Enter');
    await gone(palette(page));
    expect(await currentTheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await setTheme(page, 'light');
  });

  it('signs out', async () => {
    const page = await signedIn();
    const { dialog, input } = await openWithShortcut(page);
    await input.fill('sign out');
    await dialog.getByRole('option', { name: 'Sign out' }).click();
    await waitForPath(page, /^\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  });

  it('finds an edition by its day written as people write it, and opens it', async () => {
    const api = await signedInEditionApi();
    const dated = await api.upload('Palette Dated Courier', newspaperPdf({ pages: 1, seed: 17 }), '2033-11-26');
    // The service's today (TZ's default, Asia/Kolkata): a day without a year is the nearest one.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    await api.upload("Palette Today's Courier", newspaperPdf({ pages: 1, seed: 18 }), today);
    const page = await signedIn();
    const { dialog, input } = await openWithShortcut(page);

    for (const written of ['26 November 2033', '26/11/2033', '26-11-2033', 'Nov 26, 2033', '26 Nov 33']) {
      await input.fill(written);
      await visible(dialog.getByRole('option', { name: /Palette Dated Courier/ }));
    }
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const monthName = new Date(Date.UTC(year, month - 1, day)).toLocaleString('en-GB', {
      month: 'short',
      timeZone: 'UTC',
    });
    for (const written of [`${day} ${monthName}`, `${day}/${month}`, `${monthName} ${day}`]) {
      await input.fill(written);
      await visible(dialog.getByRole('option', { name: /Palette Today's Courier/ }));
    }

    await input.fill('26 Nov 2033');
    await dialog.getByRole('option', { name: /Palette Dated Courier/ }).click();
    expect(await waitForPath(page, /^\/epaper-management\/view\/\d+$/)).toBe(`/epaper-management/view/${dated.id}`);
    await gone(dialog);
  });
});
