// User Management and User Details against the built product. The suite's product
// starts on a fresh data folder, where no reader exists yet (readers sign up from the
// reader app, which has no admin-side create call), so the list journeys cover the empty
// state and the list state kept in the URL; User Details is opened on the generated super
// admin's own account (read-only) and on an id that does not exist.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { seriousA11yViolations } from './support/axe.ts';
import { openSignedIn, visible, waitForPath } from './support/app.ts';

const files = useBrowserPerFile();

async function signedIn(): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser());
  files.track(context);
  return page;
}

/** The signed-in admin's account id, as the API answers it. */
async function ownId(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('access_token') ?? sessionStorage.getItem('access_token');
    const answer = await fetch('/api/users/profile/', { headers: { Authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { id: number }).id;
  });
}

describe('User Management', () => {
  it('shows the list, "No users found" on a fresh product, and the tab title', async () => {
    const page = await signedIn();
    await page.goto('/users');
    await visible(page.getByRole('heading', { name: 'Users List' }));
    await visible(page.getByText('No users found'));
    for (const header of ['Name', 'Email', 'Phone', 'Status', 'Verified', 'Registered', 'Actions']) {
      await visible(page.getByRole('columnheader', { name: header }));
    }
    expect(await page.title()).toBe('User Management · E-Paper Admin');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('keeps the search and status in the URL across reload and Back', async () => {
    const page = await signedIn();
    await page.goto('/users');
    await visible(page.getByText('No users found'));

    await page.getByRole('searchbox', { name: 'Search users' }).fill('ravi');
    await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
    expect(await waitForPath(page, /^\/users\?search=ravi$/)).toBe('/users?search=ravi');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Inactive' });
    await waitForPath(page, /^\/users\?search=ravi&status=inactive$/);

    await page.reload();
    await visible(page.getByText('No users found'));
    expect(await page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe('ravi');
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('inactive');

    await page.goBack();
    await waitForPath(page, /^\/users\?search=ravi$/);
    await visible(page.getByText('No users found'));
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('all');
    expect(await page.getByRole('searchbox', { name: 'Search users' }).inputValue()).toBe('ravi');
  });
});

describe('User Details', () => {
  it("opens an admin's account read-only, with its tabs", async () => {
    const page = await signedIn();
    const id = await ownId(page);
    await page.goto(`/users/${id}`);
    await visible(page.getByRole('heading', { name: 'User Details', level: 1 }));
    await visible(page.getByText('Administrator', { exact: true }));
    await visible(page.getByText('User can login and access the system'));
    await visible(page.getByText('Administrators are managed in Admin Management.'));
    expect(await page.getByRole('button', { name: 'Deactivate User' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit details' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Subscription History' }).click();
    await visible(page.getByText('No subscription history found'));
    await page.getByRole('tab', { name: 'Activity Log' }).click();
    // Signing in was recorded in the admin's own activity log.
    await visible(page.getByRole('table', { name: 'Activity Log' }));
    await visible(page.getByRole('cell', { name: 'Login', exact: true }).first());
    expect(await page.title()).toBe('User Details · E-Paper Admin');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Back to Users' }).click();
    await waitForPath(page, /^\/users$/);
    await visible(page.getByRole('heading', { name: 'Users List' }));
  });

  it('says "User not found." for an unknown id', async () => {
    const page = await signedIn();
    await page.goto('/users/999999');
    await visible(page.getByText('User not found.'));
    await visible(page.getByRole('link', { name: 'Back to Users' }));
  });
});
