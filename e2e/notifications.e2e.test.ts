// Notifications against the built product: an admin signed in is told, by a toast and the
// header's bell, when an edition finishes processing; the notification opens the edition
// and is read; the email of it goes to the server's log (no mail server here); Profile
// keeps which kinds the admin receives by email.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { inject, beforeAll, describe, expect, it } from 'vitest';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { NOTIFICATION_KIND_LABELS } from '../packages/shared/src/notifications.texts.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { signedInEditionApi, type EditionApi } from './support/edition-api.ts';
import { gone, isFocused, openSignedIn, STEP_TIMEOUT, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DESK = {
  name: `Night Desk ${STAMP}`,
  email: `night.desk.${STAMP}@example.com`,
  phone: `+9198${String(Date.now()).slice(-8)}`,
  password: `Night-Desk-${STAMP}-Pass!`,
};
let api: EditionApi;

beforeAll(async () => {
  api = await signedInEditionApi();
  await api.call('POST', '/api/dashboard/admins/', { ...DESK, role: 'admin', is_active: true });
});

async function signedInAsDesk(): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    credentials: { phone: DESK.phone, password: DESK.password },
  });
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

describe('notifications', () => {
  it('tells the signed-in desk by a toast and the bell when an edition is ready, and opens it', async () => {
    const page = await signedInAsDesk();
    await visible(bell(page));
    const title = `E2E Bell ${STAMP}`;
    const { id } = await api.upload(title, newspaperPdf({ pages: 2 }), '2031-04-02');
    await api.processed(id);
    const told = `“${title}” (2 Apr 2031) is ready`;

    // The bell polls every 20 s: the toast and the count come without a reload.
    await page.getByText(told, { exact: true }).first().waitFor({ timeout: 45_000 });
    await expect
      .poll(() => bell(page).getAttribute('aria-label').then(String), { timeout: STEP_TIMEOUT })
      .toMatch(/unread/);

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await visible(panel);
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: told }).click();
    await waitForPath(page, new RegExp(`^/epaper-management/view/${id}$`));
    await visible(page.getByRole('heading', { name: title, level: 2 }));

    // Read now: the list shows it without the unread mark.
    await bell(page).click();
    await visible(panel);
    const item = panel.getByRole('listitem').filter({ hasText: told });
    expect(await item.getByText('Unread').count()).toBe(0);
    await page.keyboard.press('Escape');
    await gone(panel);
    await expect.poll(() => isFocused(bell(page)), { timeout: STEP_TIMEOUT }).toBe(true);

    // No mail server here: the email is written to the server's log, within about a minute.
    await expect
      .poll(() => readFileSync(inject('serverLog'), 'utf8').includes(`Email to ${DESK.email}: ${told}`), {
        timeout: 100_000,
        interval: 2000,
      })
      .toBe(true);
  }, 200_000);

  it('keeps which notifications the desk receives by email, all of them at first', async () => {
    const page = await signedInAsDesk();
    await page.goto('/profile');
    await visible(page.getByRole('heading', { name: 'Email notifications' }));
    await visible(page.getByText(`Sent to ${DESK.email}`));
    for (const label of Object.values(NOTIFICATION_KIND_LABELS)) {
      await expect.poll(() => page.getByLabel(label).isChecked(), { timeout: STEP_TIMEOUT }).toBe(true);
    }
    await page.getByLabel(NOTIFICATION_KIND_LABELS.edition_processed).uncheck();
    await page.getByRole('button', { name: 'Save email choices' }).click();
    await visible(page.getByText('Email choices saved.', { exact: true }));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Email notifications' }));
    await expect
      .poll(() => page.getByLabel(NOTIFICATION_KIND_LABELS.edition_processed).isChecked(), { timeout: STEP_TIMEOUT })
      .toBe(false);
    expect(await page.getByLabel(NOTIFICATION_KIND_LABELS.edition_failed).isChecked()).toBe(true);
  });
});
