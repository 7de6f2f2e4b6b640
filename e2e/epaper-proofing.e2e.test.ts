// Proofing an edition in the page viewer against the built product, as a desk editor does
// at a desk (1280 px) and on a phone (375 px), in light and dark: go to a page by number,
// Home and End, fit to width and to page, the thumbnail strip, two-page spreads, a swipe
// (pointer events, a page script's touch events, a real finger: one page each), and
// "preview as reader" (page 1 free, the rest behind the paywall).
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newspaperPdf } from '../apps/server/src/test/pdf-fixtures.ts';
import { READER_TEXTS } from '../packages/shared/src/reader.texts.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { MOBILE } from './support/browser.ts';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { signedInEditionApi, type EditionApi } from './support/edition-api.ts';
import { openSignedIn, setTheme, STEP_TIMEOUT, visible, type Theme } from './support/app.ts';

const files = useBrowserPerFile();
const STAMP = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const TITLE = `E2E Proofing ${STAMP}`;
let api: EditionApi;
let id: number;

beforeAll(async () => {
  api = await signedInEditionApi();
  ({ id } = await api.upload(TITLE, newspaperPdf({ pages: 6, seed: 7 }), '2031-05-06'));
  await api.processed(id);
});

async function openViewer(
  viewport: { width: number; height: number },
  theme: Theme,
  options: { hasTouch?: boolean } = {},
): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), { viewport, ...options });
  files.track(context);
  context.setDefaultTimeout(STEP_TIMEOUT);
  await setTheme(page, theme);
  await page.goto(`/epaper-management/view/${id}`);
  await visible(page.getByRole('heading', { name: TITLE, level: 2 }));
  await page.getByRole('button', { name: 'Page 1', exact: true }).click();
  await visible(page.getByRole('dialog', { name: 'Page 1 of 6' }));
  return page;
}

const viewer = (page: Page) => page.getByRole('dialog');
const pressed = (page: Page, name: string) => viewer(page).getByRole('button', { name }).getAttribute('aria-pressed');

type Box = { x: number; y: number; width: number; height: number };
/** A finger's path on the page area, from and to, in CSS pixels from the area's top left. */
type FingerPath = { from: [number, number]; to: [number, number] };

/**
 * Real touches through the browser's input pipeline (CDP): it fires both the pointer and
 * the touch events, and takes an upright drag as a scroll (touch-action) as a phone does.
 * Each finger moves along its path in eight steps, then all lift.
 */
async function touchScreen(page: Page, box: Box): Promise<(paths: FingerPath[]) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  return async (paths) => {
    const at = (step: number) =>
      paths.map(({ from, to }, id) => ({
        id,
        x: box.x + from[0] + ((to[0] - from[0]) * step) / 8,
        y: box.y + from[1] + ((to[1] - from[1]) * step) / 8,
      }));
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}

/**
 * A swipe as a page script makes one: TouchEvents dispatched on the page area itself (not
 * bubbling, no pointer events), one finger from and to, in CSS pixels from its top left.
 */
async function scriptedSwipe(area: Locator, { from, to }: FingerPath): Promise<void> {
  await area.evaluate(
    (element, path) => {
      const { left, top } = element.getBoundingClientRect();
      const finger = ([x, y]: [number, number]) =>
        new Touch({ identifier: 1, target: element, clientX: left + x, clientY: top + y });
      const middle: [number, number] = [(path.from[0] + path.to[0]) / 2, (path.from[1] + path.to[1]) / 2];
      element.dispatchEvent(
        new TouchEvent('touchstart', { touches: [finger(path.from)], changedTouches: [finger(path.from)] }),
      );
      for (const point of [middle, path.to]) {
        element.dispatchEvent(
          new TouchEvent('touchmove', { touches: [finger(point)], changedTouches: [finger(point)] }),
        );
      }
      element.dispatchEvent(new TouchEvent('touchend', { touches: [], changedTouches: [finger(path.to)] }));
    },
    { from, to },
  );
}

/**
 * Resolves once the browser has painted twice: a gesture's touch events are handled
 * synchronously, so whatever page turn they cause has rendered by then.
 */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/** The viewer's title once a swipe's page turns, one or more, have rendered. */
async function titleAfterSwipe(page: Page): Promise<string> {
  await painted(page);
  return viewer(page).getByRole('heading').first().innerText();
}

describe('the proofing viewer', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`at 1280 px, ${theme}: goes to a page, Home and End, fits, strip, spreads, and previews as a reader`, async () => {
      const page = await openViewer({ width: 1280, height: 800 }, theme);
      const goTo = viewer(page).getByRole('spinbutton', { name: 'Go to page' });
      await goTo.fill('4');
      await goTo.press('Enter');
      await visible(page.getByRole('dialog', { name: 'Page 4 of 6' }));
      await goTo.fill('9');
      await goTo.press('Enter');
      await visible(viewer(page).getByText('Pages 1–6', { exact: true }));
      await visible(page.getByRole('dialog', { name: 'Page 4 of 6' }));

      await viewer(page).getByRole('region', { name: 'Page image' }).click();
      await page.keyboard.press('End');
      await visible(page.getByRole('dialog', { name: 'Page 6 of 6' }));
      await page.keyboard.press('Home');
      await visible(page.getByRole('dialog', { name: 'Page 1 of 6' }));

      expect(await pressed(page, 'Fit to page')).toBe('true');
      await viewer(page).getByRole('button', { name: 'Fit to width' }).click();
      expect(await pressed(page, 'Fit to width')).toBe('true');
      expect(await pressed(page, 'Fit to page')).toBe('false');

      const strip = viewer(page).getByRole('button', { name: 'Go to page 5' });
      await strip.click();
      await visible(page.getByRole('dialog', { name: 'Page 5 of 6' }));
      expect(await strip.getAttribute('aria-current')).toBe('page');

      await viewer(page).getByRole('button', { name: 'Two-page spread' }).click();
      await visible(page.getByRole('dialog', { name: 'Pages 4–5 of 6' }));
      await page.keyboard.press('ArrowLeft');
      await visible(page.getByRole('dialog', { name: 'Pages 2–3 of 6' }));
      await viewer(page).getByRole('button', { name: 'Two-page spread' }).click();
      expect.soft(await seriousA11yViolations(page)).toEqual([]);

      await viewer(page).getByRole('button', { name: 'Preview as reader' }).click();
      await visible(viewer(page).getByText('Previewing as a reader without a subscription'));
      await page.keyboard.press('Home');
      await visible(page.getByRole('dialog', { name: 'Page 1 of 6' }));
      expect(await viewer(page).getByText(READER_TEXTS.subscriptionRequired).count()).toBe(0);
      await page.keyboard.press('ArrowRight');
      await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));
      await visible(viewer(page).getByText(READER_TEXTS.subscriptionRequired));
      expect(await viewer(page).getByRole('link', { name: 'Open PDF of page 2' }).count()).toBe(0);
      expect.soft(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  for (const theme of ['light', 'dark'] as const) {
    it(`at 375 px, ${theme}: swipes to the next page, goes to a page, and offers no spreads`, async () => {
      const page = await openViewer(MOBILE, theme);
      const area = viewer(page).getByRole('region', { name: 'Page image' });
      const box = await area.boundingBox();
      if (!box) throw new Error('no page area');
      const y = box.y + box.height / 2;
      // A swipe to the left, as a finger would (pointer events of a touch screen).
      await area.dispatchEvent('pointerdown', {
        pointerType: 'touch',
        clientX: box.x + box.width - 40,
        clientY: y,
        isPrimary: true,
        pointerId: 1,
      });
      await area.dispatchEvent('pointerup', {
        pointerType: 'touch',
        clientX: box.x + 40,
        clientY: y + 5,
        isPrimary: true,
        pointerId: 1,
      });
      await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));

      const goTo = viewer(page).getByRole('spinbutton', { name: 'Go to page' });
      await goTo.fill('6');
      await goTo.press('Enter');
      await visible(page.getByRole('dialog', { name: 'Page 6 of 6' }));
      expect(await viewer(page).getByRole('button', { name: 'Two-page spread' }).count()).toBe(0);
      // Nothing slides sideways on the phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect.soft(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('at 375 px on a touch screen: a finger swiping sideways turns the page; scrolling, a pinch or a zoomed page do not', async () => {
    const page = await openViewer(MOBILE, 'light', { hasTouch: true });
    const area = viewer(page).getByRole('region', { name: 'Page image' });
    const box = await area.boundingBox();
    if (!box) throw new Error('no page area');
    // Real touches: the browser takes an upright drag as a scroll (touch-action), as a phone does.
    const touch = await touchScreen(page, box);
    const middle = box.height / 2;
    const left = 40;
    const right = box.width - 40;

    await touch([{ from: [right, middle], to: [left, middle + 10] }]);
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));
    await touch([{ from: [right, middle], to: [left, middle - 5] }]);
    await visible(page.getByRole('dialog', { name: 'Page 3 of 6' }));
    await touch([{ from: [left, middle], to: [right, middle] }]);
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));

    // Short or upright (a scroll): neither turns the page.
    await touch([{ from: [right, middle], to: [right - 30, middle] }]);
    await touch([{ from: [right - 60, middle - 150], to: [left + 60, middle + 150] }]);
    await painted(page);
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));

    // Zoomed in, a sideways drag pans the page instead; fitted again, it swipes.
    await viewer(page).getByRole('button', { name: 'Zoom in' }).click();
    await touch([{ from: [right, middle], to: [left, middle] }]);
    await painted(page);
    await visible(page.getByRole('dialog', { name: 'Page 2 of 6' }));
    await viewer(page).getByRole('button', { name: 'Zoom out' }).click();
    await touch([{ from: [right, middle], to: [left, middle] }]);
    await visible(page.getByRole('dialog', { name: 'Page 3 of 6' }));

    // Two fingers moving apart are a pinch (the browser zooms): no page turn, then or after.
    await touch([
      { from: [box.width / 2 - 20, middle], to: [left, middle] },
      { from: [box.width / 2 + 20, middle], to: [right, middle] },
    ]);
    await painted(page);
    await visible(page.getByRole('dialog', { name: 'Page 3 of 6' }));
    expect(await page.evaluate(() => window.visualViewport?.scale ?? 1)).toBeGreaterThan(1);
    await touch([{ from: [right, middle], to: [left, middle] }]);
    await painted(page);
    await visible(page.getByRole('dialog', { name: 'Page 3 of 6' }));
    expect.soft(await seriousA11yViolations(page)).toEqual([]);
  });

  it('at 375 px: touch events a page script dispatches on the page turn it, left to the next, right to the one before', async () => {
    const page = await openViewer(MOBILE, 'light', { hasTouch: true });
    const area = viewer(page).getByRole('region', { name: 'Page image' });
    const box = await area.boundingBox();
    if (!box) throw new Error('no page area');
    const middle = box.height / 2;
    const left: [number, number] = [40, middle];
    const right: [number, number] = [box.width - 40, middle + 10];

    await scriptedSwipe(area, { from: right, to: left });
    expect(await titleAfterSwipe(page)).toBe('Page 2 of 6');
    await scriptedSwipe(area, { from: right, to: left });
    expect(await titleAfterSwipe(page)).toBe('Page 3 of 6');
    await scriptedSwipe(area, { from: left, to: right });
    expect(await titleAfterSwipe(page)).toBe('Page 2 of 6');
    // Upright, or too short: no page turns.
    await scriptedSwipe(area, { from: [box.width / 2, middle - 150], to: [box.width / 2 - 60, middle + 150] });
    await scriptedSwipe(area, { from: right, to: [right[0] - 30, middle] });
    expect(await titleAfterSwipe(page)).toBe('Page 2 of 6');
  });

  it('at 375 px on a touch screen: one swipe of a finger turns exactly one page, read from its pointer and its touch events', async () => {
    const page = await openViewer(MOBILE, 'light', { hasTouch: true });
    const area = viewer(page).getByRole('region', { name: 'Page image' });
    const box = await area.boundingBox();
    if (!box) throw new Error('no page area');
    // The finger is put down on the area's margin, beside the page image: the image is
    // replaced as the page turns (a touch's later events then go to the old one, away
    // from the viewer), the margin is not, so both the pointer and the touch events end
    // there, and each alone turns a page.
    type Heard = { heard?: string[] };
    await area.evaluate((element) => {
      const record = (event: Event) => ((window as Heard).heard ??= []).push(event.type);
      for (const type of ['pointerup', 'touchend']) element.addEventListener(type, record);
    });
    const touch = await touchScreen(page, box);
    const margin = 8;
    const left = 40;
    const right = box.width - margin;
    await touch([{ from: [right, margin], to: [left, margin + 4] }]);
    await expect
      .poll(() => page.evaluate(() => (window as Heard).heard?.toSorted()))
      .toEqual(['pointerup', 'touchend']);
    expect(await titleAfterSwipe(page)).toBe('Page 2 of 6');
    await touch([{ from: [margin, margin], to: [right - 40, margin] }]);
    expect(await titleAfterSwipe(page)).toBe('Page 1 of 6');
    // On the image too.
    const middle = box.height / 2;
    await touch([{ from: [box.width - 40, middle], to: [left, middle] }]);
    await touch([{ from: [box.width - 40, middle], to: [left, middle] }]);
    expect(await titleAfterSwipe(page)).toBe('Page 3 of 6');
  });
});
