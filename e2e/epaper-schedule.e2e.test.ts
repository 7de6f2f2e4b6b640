// The edition desk's schedule against the built product: tonight's edition scheduled from
// its page goes live by itself at its minute; a second edition of a day is asked about,
// naming the first; the listing's status and calendar say what is scheduled. Each journey
// has its own editions, uploaded and processed through the API before the file starts.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Epaper } from '../packages/shared/src/epapers.contract.ts';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { signedInEditionApi, type EditionApi } from './support/edition-api.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { gone, isFocused, openSignedIn, STEP_TIMEOUT, visible } from './support/app.ts';

const files = useBrowserPerFile();
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** Days no other test file dates an edition on: one for each journey. */
const DAYS = { tonight: '2031-03-14', sameDay: '2031-03-15' } as const;

let api: EditionApi;

async function uploadProcessed(title: string, day: string): Promise<Epaper> {
  const { id } = await api.upload(title, newspaperPdf({ pages: 2 }), day);
  return api.processed(id);
}

const editions: Record<'tonight' | 'first' | 'second', Epaper> = {} as never;

beforeAll(async () => {
  api = await signedInEditionApi();
  editions.tonight = await uploadProcessed(`E2E Tonight ${STAMP}`, DAYS.tonight);
  editions.first = await uploadProcessed(`E2E First ${STAMP}`, DAYS.sameDay);
  editions.second = await uploadProcessed(`E2E Second ${STAMP}`, DAYS.sameDay);
  await api.call('POST', `/api/epapers/${editions.first.id}/publish/`, {});
});

async function signedIn(): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser());
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  return page;
}

/** The summary card's badge: the span right under the title. */
const badgeOf = (page: Page, title: string) =>
  page.getByRole('heading', { name: title, level: 2 }).locator('xpath=following-sibling::span[1]');

/** The next whole minute at least 20 s ahead, as the service's clock (its zone, the page's settings) writes it. */
async function goLiveSoon(page: Page): Promise<{ wall: string; instant: number }> {
  const timeZone = await page.evaluate(
    () => (window as unknown as { __APP_CONFIG__: { timeZone: string } }).__APP_CONFIG__.timeZone,
  );
  const instant = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return { wall: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`, instant };
}

describe('scheduling an edition', () => {
  it('schedules tonight’s edition from its page, and the page turns Published at its minute', async () => {
    const page = await signedIn();
    const { id, title } = editions.tonight;
    await page.goto(`/epaper-management/view/${id}`);
    await visible(page.getByRole('heading', { name: title, level: 2 }));
    expect(await badgeOf(page, title).innerText()).toBe('Draft');

    const opener = page.getByRole('button', { name: 'Schedule…' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Schedule publishing' });
    await visible(dialog);
    const { wall, instant } = await goLiveSoon(page);
    await dialog.getByLabel('Go live at').fill(wall);
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await gone(dialog);
    await visible(page.getByText(/^E-paper scheduled for /));
    await expect.poll(() => badgeOf(page, title).innerText(), { timeout: STEP_TIMEOUT }).toBe('Scheduled');
    await visible(page.getByRole('button', { name: 'Reschedule…' }));
    await visible(page.getByRole('button', { name: 'Unschedule' }));

    // The listing: Scheduled, with its time; the calendar marks its day scheduled.
    await page.goto('/epaper-management?status=scheduled');
    const row = page.getByRole('row').filter({ hasText: title });
    await visible(row.getByText('Scheduled', { exact: true }));
    await visible(row.getByText(/^Goes live /));

    // Back on its page, a person waits: it goes live by itself.
    await page.goto(`/epaper-management/view/${id}`);
    await visible(page.getByRole('heading', { name: title, level: 2 }));
    const waitMs = instant - Date.now() + 60_000;
    await expect.poll(() => badgeOf(page, title).innerText(), { timeout: waitMs, interval: 1000 }).toBe('Published');
    const live = await api.call<Epaper>('GET', `/api/epapers/${id}/`);
    expect(Date.parse(String(live.published_at)) - instant).toBeLessThan(60_000);
  }, 180_000);

  it('asks before publishing a second edition of a day, naming the first, and focus comes back, then goes on', async () => {
    const page = await signedIn();
    const { id, title } = editions.second;
    await page.goto(`/epaper-management/view/${id}`);
    await visible(page.getByRole('heading', { name: title, level: 2 }));
    const publish = page.getByRole('button', { name: 'Publish now' });
    await publish.click();
    const question = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await visible(question);
    await visible(question.getByText(`“${editions.first.title}” (Published)`, { exact: false }));
    await question.getByRole('button', { name: 'Cancel' }).click();
    await gone(question);
    await expect.poll(() => isFocused(publish), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await badgeOf(page, title).innerText()).toBe('Draft');

    await publish.click();
    await visible(question);
    await question.getByRole('button', { name: 'Publish anyway' }).click();
    await gone(question);
    await expect.poll(() => badgeOf(page, title).innerText(), { timeout: STEP_TIMEOUT }).toBe('Published');
    // Live, it has no publishing buttons left: the focus goes on to the card's next control.
    await expect
      .poll(() => isFocused(page.getByRole('link', { name: 'Back to Listing' })), { timeout: STEP_TIMEOUT })
      .toBe(true);
  });
});
