// Subscription Plans on a product that holds real plans and subscriptions. The suite's
// product starts empty (no subscriptions, and none can be made through the API), so this
// file starts its own on demo data (support/demo-product.ts: five plans, readers
// subscribed to them). A plan is created, edited, switched off and on and deleted through
// the screen; a plan readers hold shows its subscriptions and offers "Deactivate instead"
// where Delete would be refused; the modals' keyboard behaviour (Enter in a feature), a
// short laptop screen, a phone's width and the command palette. Which plan has
// subscriptions comes from the API; everything asserted about the screen is read in the browser.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PLAN_TEXTS } from '@epaper/shared/plans.contract';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { DESKTOP, MOBILE, type Viewport } from './support/browser.ts';
import { seriousA11yViolations } from './support/axe.ts';
import {
  focusedElement,
  gone,
  isFocused,
  openSignedIn,
  setTheme,
  STEP_TIMEOUT,
  visible,
  waitForPath,
} from './support/app.ts';
import type { BuiltProduct } from './support/built-product.ts';
import { DEMO_SUPER_ADMIN, demoApi, startDemoProduct, type DemoApi } from './support/demo-product.ts';

const files = useBrowserPerFile();

let product: BuiltProduct | undefined;
let api: DemoApi | undefined;

beforeAll(async () => {
  product = await startDemoProduct(inject('demoTemplate'));
  api = await demoApi(product.baseURL, DEMO_SUPER_ADMIN);
});

afterAll(async () => {
  await product?.stop();
});

function demo(): { product: BuiltProduct; api: DemoApi } {
  if (!product || !api) throw new Error('the demo product starts in beforeAll');
  return { product, api };
}

type Plan = {
  id: number;
  title: string;
  is_active: boolean;
  subscription_count: number;
  active_subscription_count: number;
};

const DELETE_CONFIRM = 'Are you sure you want to delete this subscription plan? This action cannot be undone.';

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const plansTable = (page: Page) => page.getByRole('table', { name: 'Subscription Plans' });
const rowOf = (page: Page, title: string) =>
  plansTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(title, { exact: true }) });
const statusSwitch = (page: Page, title: string) => page.getByRole('switch', { name: `Active: ${title}` });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add New Plan' });
const planModal = (page: Page, name: 'Add New Plan' | 'Edit Plan') => page.getByRole('dialog', { name });

/** Signs in as the demo super admin and opens Subscription Plans with its rows. */
async function openPlans(viewport?: Viewport): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    baseURL: demo().product.baseURL,
    credentials: DEMO_SUPER_ADMIN,
    ...(viewport && { viewport }),
  });
  files.track(context);
  await page.goto('/subscription-plans');
  await visible(page.getByRole('heading', { name: 'Subscription Plans', level: 1 }));
  await visible(rowOf(page, 'Monthly Digital'));
  return page;
}

/** Opens a row's Actions menu and chooses Edit or Delete. */
async function chooseAction(page: Page, title: string, entry: 'Edit' | 'Delete'): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await (await visible(page.getByRole('menuitem', { name: entry }))).click();
}

/** The message under a field (its aria-describedby names it). */
async function fieldError(field: Locator): Promise<string | null> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return errorId ? field.page().locator(`[id="${errorId}"]`).textContent() : null;
}

describe('Subscription Plans', () => {
  it('creates a plan after showing what is missing, edits it, switches it off and on, and deletes it', async () => {
    const page = await openPlans();
    const title = `E2E Plan ${Date.now()}`;

    await addButton(page).click();
    const modal = await visible(planModal(page, 'Add New Plan'));
    await modal.getByRole('button', { name: 'Create Plan' }).click();
    await visible(modal.getByText('Plan title is required', { exact: true }));
    await visible(modal.getByText('Price is required', { exact: true }));
    await visible(modal.getByText('Duration is required', { exact: true }));
    const titleField = modal.getByLabel('Plan Title');
    expect(await titleField.getAttribute('aria-invalid')).toBe('true');
    expect(await fieldError(titleField)).toBe('Plan title is required');

    await titleField.fill(title);
    await modal.getByLabel('Description').fill('Two months of every edition.');
    await modal.getByLabel('Price').fill('349.5');
    await modal.getByLabel('Duration (days)').fill('60');
    await modal.getByLabel('Edition Count').fill('0');
    await modal.getByRole('textbox', { name: 'Feature 1' }).fill('Full daily e-paper');
    await modal.getByRole('button', { name: 'Add Feature' }).click();
    await modal.getByRole('textbox', { name: 'Feature 2' }).fill('Archive of 60 days');
    await modal.getByRole('button', { name: 'Create Plan' }).click();
    expect(await fieldError(modal.getByLabel('Edition Count'))).toBe(PLAN_TEXTS.editionCountTooSmall);
    await modal.getByLabel('Edition Count').fill('');
    await modal.getByRole('button', { name: 'Create Plan' }).click();

    await visible(toast(page, 'Plan created successfully!'));
    await gone(planModal(page, 'Add New Plan'));
    const row = await visible(rowOf(page, title));
    await visible(row.getByText('₹349.50', { exact: true }));
    await visible(row.getByText('2 months', { exact: true }));
    await visible(row.getByText('Archive of 60 days', { exact: true }));
    expect(await statusSwitch(page, title).getAttribute('aria-checked')).toBe('true');

    // Edit: the modal starts from the plan; the row shows the saved price.
    await chooseAction(page, title, 'Edit');
    const edit = await visible(planModal(page, 'Edit Plan'));
    expect(await edit.getByLabel('Price').inputValue()).toBe('349.50');
    expect(await edit.getByLabel('Duration (days)').inputValue()).toBe('60');
    await edit.getByLabel('Price').fill('399');
    await edit.getByLabel('Duration (days)').fill('365');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, 'Plan updated successfully!'));
    await gone(planModal(page, 'Edit Plan'));
    await visible(row.getByText('₹399.00', { exact: true }));
    await visible(row.getByText('1 year', { exact: true }));
    await expect.poll(() => isFocused(page.getByRole('button', { name: `Actions for ${title}` }))).toBe(true);

    // The switch: off, then on; the server keeps it (a reload shows the same).
    await statusSwitch(page, title).click();
    await visible(toast(page, 'Plan deactivated successfully!'));
    await expect.poll(() => statusSwitch(page, title).getAttribute('aria-checked')).toBe('false');
    await page.reload();
    await visible(rowOf(page, title));
    expect(await statusSwitch(page, title).getAttribute('aria-checked')).toBe('false');
    await statusSwitch(page, title).click();
    await expect.poll(() => statusSwitch(page, title).getAttribute('aria-checked')).toBe('true');

    // Delete, after the confirm text; Cancel first gives the focus back to the row's menu.
    const actions = page.getByRole('button', { name: `Actions for ${title}` });
    await chooseAction(page, title, 'Delete');
    const confirm = await visible(page.getByRole('alertdialog'));
    await visible(confirm.getByText(DELETE_CONFIRM, { exact: true }));
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirm);
    await expect.poll(() => isFocused(actions), { timeout: STEP_TIMEOUT }).toBe(true);
    await chooseAction(page, title, 'Delete');
    await (await visible(confirm)).getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(toast(page, PLAN_TEXTS.deleted));
    await gone(rowOf(page, title));
    // The row is gone: the focus is on a neighbouring row's menu or the heading, not lost.
    await expect
      .poll(() => focusedElement(page), { timeout: STEP_TIMEOUT })
      .toMatch(/^(button Actions for .+|h1 Subscription Plans)$/);
    const left = await demo().api.get<{ results: Plan[] }>('/api/plans/');
    expect(left.results.some((plan) => plan.title === title)).toBe(false);
  });

  it('shows a held plan’s subscriptions and offers "Deactivate instead" where Delete would be refused', async () => {
    const { results } = await demo().api.get<{ results: Plan[] }>('/api/plans/');
    const held = results.find((plan) => plan.subscription_count > 0 && plan.is_active);
    if (!held) throw new Error('the demo data has no active plan with subscriptions');
    const page = await openPlans();
    await visible(plansTable(page).getByRole('columnheader', { name: 'Subscriptions' }));
    const row = rowOf(page, held.title);
    // Counts grouped the Indian way, as every figure of the dashboard.
    const count = new Intl.NumberFormat('en-IN').format;
    await visible(row.getByText(`${count(held.active_subscription_count)} active`, { exact: true }));
    await visible(row.getByText(`${count(held.subscription_count)} in all`, { exact: true }));

    const menuButton = page.getByRole('button', { name: `Actions for ${held.title}` });
    await menuButton.click();
    const menu = await visible(page.getByRole('menu'));
    expect(await menu.getByRole('menuitem', { name: 'Delete' }).count()).toBe(0);
    await visible(menu.getByText(/names? this plan, so it cannot be deleted/));
    await (await visible(menu.getByRole('menuitem', { name: 'Deactivate instead' }))).click();
    await visible(toast(page, 'Plan deactivated successfully!'));
    await expect.poll(() => statusSwitch(page, held.title).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => isFocused(menuButton)).toBe(true);
    const after = await demo().api.get<{ results: Plan[] }>('/api/plans/');
    expect(after.results.find((plan) => plan.id === held.id)?.is_active).toBe(false);

    // Inactive, it is still kept: the menu says why and offers no Delete.
    await menuButton.click();
    const kept = await visible(page.getByRole('menu'));
    await visible(kept.getByText(/so it cannot be deleted. It is inactive/));
    expect(await kept.getByRole('menuitem').allTextContents()).toEqual(['Edit']);
    await page.keyboard.press('Escape');
    await statusSwitch(page, held.title).click();
    await expect.poll(() => statusSwitch(page, held.title).getAttribute('aria-checked')).toBe('true');

    // A plan nobody holds keeps Delete and its confirm.
    const free = results.find((plan) => plan.subscription_count === 0);
    if (free) {
      await chooseAction(page, free.title, 'Delete');
      const confirm = await visible(page.getByRole('alertdialog'));
      await visible(confirm.getByText(DELETE_CONFIRM, { exact: true }));
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await gone(confirm);
    }
  });

  it('on a 1280 × 800 screen keeps the title and Create in view, and Enter in a feature adds the next', async () => {
    const page = await openPlans(DESKTOP);
    await addButton(page).click();
    const modal = await visible(planModal(page, 'Add New Plan'));
    const title = `E2E Enter ${Date.now()}`;
    await modal.getByLabel('Plan Title').fill(title);
    await modal.getByLabel('Price').fill('99');
    await modal.getByLabel('Duration (days)').fill('30');
    // A person typing a list: each Enter goes on to a new feature, focused; the form is not sent.
    const features = Array.from({ length: 12 }, (_, index) => `Feature number ${index + 1}`);
    await modal.getByRole('textbox', { name: 'Feature 1' }).click();
    for (const [index, feature] of features.entries()) {
      await page.keyboard.type(feature);
      if (index < features.length - 1) await page.keyboard.press('Enter');
    }
    await expect.poll(() => isFocused(modal.getByRole('textbox', { name: 'Feature 12' }))).toBe(true);
    expect(await page.getByText('Plan created successfully!').count()).toBe(0);
    await visible(modal);

    // Twelve features make the form taller than the screen: its fields scroll, the title and buttons do not.
    const inView = async (locator: Locator) => {
      const box = await locator.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= DESKTOP.height;
    };
    const heading = modal.getByRole('heading', { name: 'Add New Plan' });
    const create = modal.getByRole('button', { name: 'Create Plan' });
    expect(await inView(heading)).toBe(true);
    expect(await inView(create)).toBe(true);
    const modalBox = await modal.boundingBox();
    expect(modalBox!.y).toBeGreaterThanOrEqual(0);
    expect(modalBox!.y + modalBox!.height).toBeLessThanOrEqual(DESKTOP.height);
    await modal.getByRole('textbox', { name: 'Feature 1', exact: true }).focus();
    expect(await inView(heading)).toBe(true);
    expect(await inView(create)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await create.click();
    await visible(toast(page, 'Plan created successfully!'));
    await gone(modal);
    await visible(rowOf(page, title));
    const { results } = await demo().api.get<{ results: Array<Plan & { features: string[] }> }>('/api/plans/');
    expect(results.find((plan) => plan.title === title)?.features).toEqual(features);
    await chooseAction(page, title, 'Delete');
    await (await visible(page.getByRole('alertdialog'))).getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(rowOf(page, title));
  });

  it('keeps the focus in the modal, closes it on Escape and on the overlay, and gives the focus back', async () => {
    const page = await openPlans();
    const trigger = addButton(page);
    await trigger.click();
    const modal = await visible(planModal(page, 'Add New Plan'));
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await gone(modal);
    await expect.poll(() => isFocused(trigger)).toBe(true);

    await trigger.click();
    await visible(planModal(page, 'Add New Plan'));
    // The overlay covers the page: a click at the corner, far from the centred modal, lands on it.
    await page.mouse.click(8, 8);
    await gone(planModal(page, 'Add New Plan'));
    await expect.poll(() => isFocused(trigger)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The dark theme passes the same check, the list and the modal with its error texts.
    await setTheme(page, 'dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await trigger.click();
    const dark = await visible(planModal(page, 'Add New Plan'));
    await dark.getByRole('button', { name: 'Create Plan' }).click();
    await visible(dark.getByText('Plan title is required', { exact: true }));
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await gone(dark);
    await setTheme(page, 'light');
  });

  it('stays usable on a phone: the table scrolls inside its card, the modal fits the screen', async () => {
    const page = await openPlans(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const region = page.getByRole('region', { name: 'Subscription Plans' });
    const box = await region.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // The row's last controls are reached by scrolling the table, not the page.
    const menuButton = page.getByRole('button', { name: 'Actions for Monthly Digital' });
    await menuButton.scrollIntoViewIfNeeded();
    await menuButton.click();
    await (await visible(page.getByRole('menuitem', { name: 'Edit' }))).click();
    const modal = await visible(planModal(page, 'Edit Plan'));
    const modalBox = await modal.boundingBox();
    expect(modalBox!.x).toBeGreaterThanOrEqual(0);
    expect(modalBox!.x + modalBox!.width).toBeLessThanOrEqual(MOBILE.width);
    await page.keyboard.press('Escape');
    await gone(modal);
  });

  it('is found in the command palette: a plan opens its Edit Plan, Add New Plan opens the empty form', async () => {
    const page = await openPlans();
    await page.goto('/profile');
    await visible(page.getByRole('heading', { name: 'My Profile' }));
    await page.keyboard.press('Control+k');
    let palette = await visible(page.getByRole('dialog', { name: 'Search and commands' }));
    await palette.getByRole('combobox', { name: 'Search' }).fill('quarterly');
    await (await visible(palette.getByRole('option', { name: /Quarterly Digital/ }))).click();
    const edit = await visible(planModal(page, 'Edit Plan'));
    expect(await waitForPath(page, /^\/subscription-plans$/)).toBe('/subscription-plans');
    expect(await edit.getByLabel('Plan Title').inputValue()).toBe('Quarterly Digital');
    await page.keyboard.press('Escape');
    await gone(edit);

    await page.keyboard.press('Control+k');
    palette = await visible(page.getByRole('dialog', { name: 'Search and commands' }));
    await palette.getByRole('combobox', { name: 'Search' }).fill('new plan');
    await (await visible(palette.getByRole('option', { name: 'Add New Plan' }))).click();
    const create = await visible(planModal(page, 'Add New Plan'));
    expect(await create.getByLabel('Plan Title').inputValue()).toBe('');
    // Closed, the request is spent: a reload does not open the modal again.
    await page.keyboard.press('Escape');
    await gone(create);
    await page.reload();
    await visible(rowOf(page, 'Monthly Digital'));
    expect(await planModal(page, 'Add New Plan').count()).toBe(0);
  });
});
