// Subscription Management: the hub and the way to its two screens.
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE } from './support/browser.ts';
import { openSignedIn, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

describe('Subscription Management hub', () => {
  it('offers Subscription Plans and User Subscriptions as cards that open them', async () => {
    const { page, context } = await openSignedIn(files.browser(), {});
    files.track(context);
    await page.goto('/subscription-management');
    await visible(page.getByRole('heading', { name: 'Subscription Management', level: 1 }));
    const plans = await visible(page.getByRole('link', { name: /Subscription Plans/ }));
    await visible(page.getByText('Filter by status: active, expired or cancelled'));
    await plans.click();
    expect(await waitForPath(page, /^\/subscription-plans$/)).toBe('/subscription-plans');

    await page.goBack();
    await (await visible(page.getByRole('link', { name: /User Subscriptions/ }))).click();
    expect(await waitForPath(page, /^\/user-subscriptions$/)).toBe('/user-subscriptions');
  });

  it('stacks the cards on a phone, each whole on screen and reachable by keyboard', async () => {
    const { page, context } = await openSignedIn(files.browser(), { viewport: MOBILE });
    files.track(context);
    await page.goto('/subscription-management');
    const plans = await visible(page.getByRole('link', { name: /Subscription Plans/ }));
    const subscriptions = await visible(page.getByRole('link', { name: /User Subscriptions/ }));
    const [first, second] = [await plans.boundingBox(), await subscriptions.boundingBox()];
    expect(first!.x + first!.width).toBeLessThanOrEqual(MOBILE.width);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height);
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await plans.focus();
    await page.keyboard.press('Enter');
    expect(await waitForPath(page, /^\/subscription-plans$/)).toBe('/subscription-plans');
  });
});
