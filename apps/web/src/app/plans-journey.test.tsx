import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { PLAN_TEXTS, type PlanItem } from '@epaper/shared/plans.contract';
import { profile, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';
import { json } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import { formatDate } from '../lib/format/date-format.ts';
import {
  installFakePlansApi,
  makePlan,
  PLANS_PATH,
  seedPlans,
  type PlanOverrides,
} from '../features/plans/plans.test-helper.ts';

const DELETE_CONFIRM = 'Are you sure you want to delete this subscription plan? This action cannot be undone.';

/** The plans API, signed in as the test profile. */
const fakePlansApi = (options: { plans?: PlanItem[]; overrides?: PlanOverrides } = {}) =>
  installFakePlansApi({ ...options, account: profile });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
});

afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens /subscription-plans and waits for the rows. */
async function openPlans() {
  const user = userEvent.setup();
  renderApp('/subscription-plans');
  await screen.findByRole('heading', { name: 'Subscription Plans', level: 1 }, { timeout: 5000 });
  await screen.findByText('Monthly Digital');
  return user;
}

const rowOf = (title: string) => screen.getByText(title, { selector: 'p' }).closest('tr') as HTMLElement;
const switchOf = (title: string) => screen.getByRole('switch', { name: `Active: ${title}` });
const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent;

/** Opens a row's Actions menu and chooses an entry. */
async function chooseAction(user: ReturnType<typeof userEvent.setup>, title: string, entry: 'Edit' | 'Delete') {
  await user.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('plan list', () => {
  it('shows each plan with its ₹ price, duration, first features, date and status, in the server’s order', async () => {
    fakePlansApi();
    await openPlans();
    await waitFor(() => expect(document.title).toBe('Subscription Plans · E-Paper Admin'));
    expect(screen.getByRole('button', { name: 'Add New Plan' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Plan Name',
      'Price',
      'Duration',
      'Created',
      'Subscriptions',
      'Status',
      'Actions',
    ]);
    const titles = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('p')?.textContent);
    expect(titles).toEqual(['7-Day Free Trial', 'Monthly Digital', 'Annual Digital']);

    const monthly = within(rowOf('Monthly Digital'));
    expect(monthly.getByText('Every edition for a month.')).toBeTruthy();
    expect(monthly.getByText('₹199.00')).toBeTruthy();
    expect(monthly.getByText('1 month')).toBeTruthy();
    expect(monthly.getByText(formatDate('2025-03-05T10:00:00Z'))).toBeTruthy();
    const features = monthly.getByRole('list', { name: 'Features of Monthly Digital' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Full daily e-paper', 'Web and apps', 'Archive of 30 days', '+2 more']);
    expect(monthly.queryByText('Puzzles')).toBeNull();

    const trial = within(rowOf('7-Day Free Trial'));
    expect(trial.getByText('₹0.00')).toBeTruthy();
    expect(trial.getByText('7 days')).toBeTruthy();
    expect(trial.queryByText(/more$/)).toBeNull();
    expect(within(rowOf('Annual Digital')).getByText('₹1,499.00')).toBeTruthy();
    expect(within(rowOf('Annual Digital')).getByText('1 year')).toBeTruthy();

    expect(switchOf('Monthly Digital').getAttribute('aria-checked')).toBe('true');
    expect(switchOf('Annual Digital').getAttribute('aria-checked')).toBe('false');
  });

  it('says so when there are no plans', async () => {
    fakePlansApi({ plans: [] });
    renderApp('/subscription-plans');
    expect(await screen.findByText('No subscription plans found.', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a load error with a Retry that loads again', async () => {
    let isDown = true;
    fakePlansApi({
      overrides: {
        [`GET ${PLANS_PATH}`]: () =>
          isDown ? json(403, { message: 'Permission denied', code: 'permission_denied' }) : undefined,
      },
    });
    const user = userEvent.setup();
    renderApp('/subscription-plans');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to fetch plans: Permission denied');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Monthly Digital')).toBeTruthy();
  });
});

describe('Add New Plan', () => {
  async function openModal() {
    const user = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Add New Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Plan' });
    return { user, dialog, inDialog: within(dialog) };
  }

  it('is a modal with the fields and their defaults', async () => {
    fakePlansApi();
    const { dialog, inDialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    for (const label of ['Plan Title', 'Description', 'Price', 'Duration (days)', 'Edition Count', 'Sort Order']) {
      expect(inDialog.getByLabelText(label)).toBeTruthy();
    }
    expect((inDialog.getByLabelText('Sort Order') as HTMLInputElement).value).toBe('1');
    expect((inDialog.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    const price = inDialog.getByLabelText('Price') as HTMLInputElement;
    expect([price.type, price.step, price.min]).toEqual(['number', '0.01', '0']);
    expect(inDialog.getAllByRole('textbox', { name: /^Feature \d/ })).toHaveLength(1);
    expect((inDialog.getByRole('button', { name: 'Remove feature 1' }) as HTMLButtonElement).disabled).toBe(true);
    expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('checks the fields before sending, then creates the plan: toast, modal closed, focus back, row listed', async () => {
    const http = fakePlansApi();
    const { user, inDialog } = await openModal();
    await user.click(inDialog.getByRole('button', { name: 'Create Plan' }));

    const title = inDialog.getByLabelText('Plan Title');
    await waitFor(() => expect(errorOf(title)).toBe('Plan title is required'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toContain(`${title.id}-error`);
    expect(errorOf(inDialog.getByLabelText('Price'))).toBe('Price is required');
    expect(errorOf(inDialog.getByLabelText('Duration (days)'))).toBe('Duration is required');
    expect(errorOf(inDialog.getByLabelText('Edition Count'))).toBeUndefined();

    await user.type(title, 'Quarterly Digital');
    await user.type(inDialog.getByLabelText('Price'), '-5');
    await user.type(inDialog.getByLabelText('Duration (days)'), '0');
    await user.type(inDialog.getByLabelText('Edition Count'), '1.5');
    await user.clear(inDialog.getByLabelText('Sort Order'));
    await user.type(inDialog.getByLabelText('Sort Order'), '0');
    await user.click(inDialog.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() => expect(errorOf(inDialog.getByLabelText('Price'))).toBe(PLAN_TEXTS.priceNegative));
    expect(errorOf(title)).toBeUndefined();
    expect(errorOf(inDialog.getByLabelText('Duration (days)'))).toBe('Duration must be at least 1 day');
    expect(errorOf(inDialog.getByLabelText('Edition Count'))).toBe('Edition count must be a valid number');
    expect(errorOf(inDialog.getByLabelText('Sort Order'))).toBe('Sort order must be at least 1');
    expect(http.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.clear(inDialog.getByLabelText('Price'));
    await user.type(inDialog.getByLabelText('Price'), '549.5');
    await user.clear(inDialog.getByLabelText('Duration (days)'));
    await user.type(inDialog.getByLabelText('Duration (days)'), '90');
    await user.clear(inDialog.getByLabelText('Edition Count'));
    await user.clear(inDialog.getByLabelText('Sort Order'));
    await user.type(inDialog.getByLabelText('Sort Order'), '4');
    await user.type(inDialog.getByLabelText('Description'), 'Three months of every edition.');
    await user.type(inDialog.getByRole('textbox', { name: 'Feature 1' }), 'Full daily e-paper');
    // Add Feature focuses the new input; an empty one is dropped on save.
    await user.click(inDialog.getByRole('button', { name: 'Add Feature' }));
    await waitFor(() => expect(document.activeElement).toBe(inDialog.getByRole('textbox', { name: 'Feature 2' })));
    await user.click(inDialog.getByRole('button', { name: 'Add Feature' }));
    await user.type(inDialog.getByRole('textbox', { name: 'Feature 3' }), 'Archive of 90 days');
    expect((inDialog.getByRole('button', { name: 'Remove feature 1' }) as HTMLButtonElement).disabled).toBe(false);
    await user.click(inDialog.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText('Plan created successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add New Plan' })));
    expect(http.requests.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Quarterly Digital',
      description: 'Three months of every edition.',
      price: '549.50',
      duration_days: 90,
      edition_count: null,
      features: ['Full daily e-paper', 'Archive of 90 days'],
      sort_order: 4,
      is_active: true,
    });
    const row = within(await screen.findByText('Quarterly Digital').then((cell) => cell.closest('tr') as HTMLElement));
    expect(row.getByText('₹549.50')).toBeTruthy();
    expect(row.getByText('3 months')).toBeTruthy();
  });

  it('removes a feature input, but never the last one', async () => {
    fakePlansApi();
    const { user, inDialog } = await openModal();
    await user.type(inDialog.getByRole('textbox', { name: 'Feature 1' }), 'First');
    await user.click(inDialog.getByRole('button', { name: 'Add Feature' }));
    await user.type(inDialog.getByRole('textbox', { name: 'Feature 2' }), 'Second');
    await user.click(inDialog.getByRole('button', { name: 'Remove feature 1' }));
    const remaining = inDialog.getAllByRole('textbox', { name: /^Feature \d/ }) as HTMLInputElement[];
    expect(remaining.map((input) => input.value)).toEqual(['Second']);
    // The focus moves to the input that took the removed one's place.
    await waitFor(() => expect(document.activeElement).toBe(remaining[0]));
    expect((inDialog.getByRole('button', { name: 'Remove feature 1' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('goes on to the next feature on Enter instead of submitting the form', async () => {
    const http = fakePlansApi();
    const { user, inDialog } = await openModal();
    await user.type(inDialog.getByRole('textbox', { name: 'Feature 1' }), 'First{Enter}');
    const second = inDialog.getByRole('textbox', { name: 'Feature 2' });
    await waitFor(() => expect(document.activeElement).toBe(second));
    await user.type(second, 'Second{Enter}Third');
    // Back on the first, Enter puts a new feature between it and the next one.
    await user.click(inDialog.getByRole('textbox', { name: 'Feature 1' }));
    await user.keyboard('{Enter}');
    const inputs = () =>
      (inDialog.getAllByRole('textbox', { name: /^Feature \d/ }) as HTMLInputElement[]).map((i) => i.value);
    expect(inputs()).toEqual(['First', '', 'Second', 'Third']);
    await waitFor(() => expect(document.activeElement).toBe(inDialog.getByRole('textbox', { name: 'Feature 2' })));
    // An empty feature below is reused, not doubled.
    await user.click(inDialog.getByRole('textbox', { name: 'Feature 1' }));
    await user.keyboard('{Enter}');
    expect(inputs()).toEqual(['First', '', 'Second', 'Third']);
    expect(document.activeElement).toBe(inDialog.getByRole('textbox', { name: 'Feature 2' }));
    expect(http.requests.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Add New Plan' })).toBeTruthy();
  });

  it('puts the server’s field errors under their fields and toasts the failure', async () => {
    fakePlansApi({
      overrides: {
        [`POST ${PLANS_PATH}`]: () =>
          json(400, {
            message: PLAN_TEXTS.priceTooLarge,
            code: 'validation_error',
            errors: { price: [PLAN_TEXTS.priceTooLarge], features: [PLAN_TEXTS.tooManyFeatures] },
          }),
      },
    });
    const { user, inDialog } = await openModal();
    await user.type(inDialog.getByLabelText('Plan Title'), 'Too dear');
    await user.type(inDialog.getByLabelText('Price'), '99');
    await user.type(inDialog.getByLabelText('Duration (days)'), '30');
    await user.click(inDialog.getByRole('button', { name: 'Create Plan' }));

    expect(await screen.findByText(`Failed to create plan: ${PLAN_TEXTS.priceTooLarge}`)).toBeTruthy();
    await waitFor(() => expect(errorOf(inDialog.getByLabelText('Price'))).toBe(PLAN_TEXTS.priceTooLarge));
    expect(inDialog.getByText(PLAN_TEXTS.tooManyFeatures)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add New Plan' })).toBeTruthy();
  });

  it('keeps the focus inside while open, closes on Escape and on the overlay, and forgets what was typed', async () => {
    fakePlansApi();
    const { user, dialog, inDialog } = await openModal();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let step = 0; step < 16; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.type(inDialog.getByLabelText('Plan Title'), 'Half typed');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Add New Plan' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Add New Plan' });
    expect((within(reopened).getByLabelText('Plan Title') as HTMLInputElement).value).toBe('');
    // The overlay is the modal's sibling in the portal.
    const overlay = reopened.previousElementSibling as HTMLElement;
    await user.click(overlay);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

describe('Edit Plan', () => {
  it('opens from the Actions menu with the plan’s values, saves every field and updates the row', async () => {
    const http = fakePlansApi();
    const user = await openPlans();
    await chooseAction(user, 'Monthly Digital', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Plan' });
    const inDialog = within(dialog);
    expect((inDialog.getByLabelText('Plan Title') as HTMLInputElement).value).toBe('Monthly Digital');
    expect((inDialog.getByLabelText('Price') as HTMLInputElement).value).toBe('199.00');
    expect((inDialog.getByLabelText('Duration (days)') as HTMLInputElement).value).toBe('30');
    expect((inDialog.getByLabelText('Edition Count') as HTMLInputElement).value).toBe('');
    expect(inDialog.getAllByRole('textbox', { name: /^Feature \d/ })).toHaveLength(5);

    // Duration is required on edit too.
    await user.clear(inDialog.getByLabelText('Duration (days)'));
    await user.click(inDialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(inDialog.getByLabelText('Duration (days)'))).toBe('Duration is required'));
    await user.type(inDialog.getByLabelText('Duration (days)'), '31');
    await user.clear(inDialog.getByLabelText('Price'));
    await user.type(inDialog.getByLabelText('Price'), '249');
    await user.type(inDialog.getByLabelText('Edition Count'), '30');
    await user.click(inDialog.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Plan updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = http.requests.find((r) => r.method === 'PUT');
    expect(put?.path).toBe('/api/plans/2/');
    expect(put?.body).toMatchObject({
      title: 'Monthly Digital',
      price: '249.00',
      duration_days: 31,
      edition_count: 30,
    });
    await waitFor(() => expect(within(rowOf('Monthly Digital')).getByText('₹249.00')).toBeTruthy());
    // The focus is back on the menu button the modal was opened from.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Monthly Digital' })),
    );
  });
});

describe('Status switch', () => {
  it('switches a plan off and on, changing the row once the server has', async () => {
    const http = fakePlansApi();
    const user = await openPlans();
    await user.click(switchOf('Monthly Digital'));
    expect(await screen.findByText('Plan deactivated successfully!')).toBeTruthy();
    await waitFor(() => expect(switchOf('Monthly Digital').getAttribute('aria-checked')).toBe('false'));
    expect(http.requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/plans/2/',
      body: { is_active: false },
    });

    await user.click(switchOf('Annual Digital'));
    await waitFor(() => expect(switchOf('Annual Digital').getAttribute('aria-checked')).toBe('true'));
    expect(http.requests.filter((r) => r.method === 'GET' && r.path === PLANS_PATH)).toHaveLength(1);
  });

  it('keeps the switch as it was and toasts the server’s message when the change fails', async () => {
    fakePlansApi({
      overrides: { 'PUT /api/plans/2/': () => json(500, { message: 'The database is busy', code: 'internal' }) },
    });
    const user = await openPlans();
    await user.click(switchOf('Monthly Digital'));
    expect(await screen.findByText('Failed to deactivate plan: The database is busy')).toBeTruthy();
    expect(switchOf('Monthly Digital').getAttribute('aria-checked')).toBe('true');
  });
});

describe('Delete', () => {
  it('asks first, then deletes: the server’s message, the row gone, the focus back on the menu button', async () => {
    const http = fakePlansApi();
    const user = await openPlans();
    await chooseAction(user, '7-Day Free Trial', 'Delete');
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(DELETE_CONFIRM)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const menuButton = screen.getByRole('button', { name: 'Actions for 7-Day Free Trial' });
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
    expect(http.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await chooseAction(user, '7-Day Free Trial', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(PLAN_TEXTS.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('7-Day Free Trial', { selector: 'p' })).toBeNull());
    expect(http.requests.find((r) => r.method === 'DELETE')?.path).toBe('/api/plans/1/');
  });

  it('offers "Deactivate instead" for an active plan with subscriptions, never a Delete the server would refuse', async () => {
    const held = makePlan(4, { title: 'Quarterly', subscription_count: 12_345, active_subscription_count: 2 });
    const http = fakePlansApi({ plans: [...seedPlans(), held] });
    const user = await openPlans();
    expect(within(rowOf('Quarterly')).getByText('2 active')).toBeTruthy();
    expect(within(rowOf('Quarterly')).getByText('12,345 in all')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Actions for Quarterly' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    const instead = within(menu).getByRole('menuitem', { name: 'Deactivate instead' });
    expect(instead.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(menu).getByText(/12,345 subscriptions name this plan, so it cannot be deleted/)).toBeTruthy();
    await user.click(instead);
    expect(await screen.findByText('Plan deactivated successfully!')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(switchOf('Quarterly').getAttribute('aria-checked')).toBe('false'));
    expect(http.requests.find((r) => r.method === 'PUT')?.body).toEqual({ is_active: false });
    expect(http.requests.some((r) => r.method === 'DELETE')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions for Quarterly' }));
  });

  it('says why an inactive plan with subscriptions has no Delete', async () => {
    fakePlansApi();
    const user = await openPlans();
    await user.click(screen.getByRole('button', { name: 'Actions for Annual Digital' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit']);
    expect(
      within(menu).getByText(/12 subscriptions name this plan, so it cannot be deleted. It is inactive/),
    ).toBeTruthy();
  });

  it('keeps a plan a reader subscribed to since the list was read, says why (409) and reloads the list', async () => {
    let subscribed = false;
    const http = fakePlansApi({
      overrides: {
        'DELETE /api/plans/1/': () => {
          subscribed = true;
          return json(409, { message: PLAN_TEXTS.hasSubscriptions, code: 'conflict' });
        },
        [`GET ${PLANS_PATH}`]: () =>
          subscribed
            ? json(200, { count: 1, results: [makePlan(1, { title: '7-Day Free Trial', subscription_count: 1 })] })
            : undefined,
      },
    });
    const user = await openPlans();
    await chooseAction(user, '7-Day Free Trial', 'Delete');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`Failed to delete plan: ${PLAN_TEXTS.hasSubscriptions}`)).toBeTruthy();
    // Trying again cannot help: the confirm closes, and the plan stays with its new count.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(rowOf('7-Day Free Trial')).getByText('1 in all')).toBeTruthy());
    expect(http.requests.filter((r) => r.method === 'GET' && r.path === PLANS_PATH)).toHaveLength(2);
  });
});

describe('command palette', () => {
  it('finds a plan by title and opens its Edit Plan, and offers Add New Plan', async () => {
    const user = userEvent.setup();
    const http = fakePlansApi();
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile' }, { timeout: 5000 });

    await user.keyboard('{Control>}k{/Control}');
    let palette = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(palette).getByRole('combobox'), 'annual');
    await user.click(await within(palette).findByRole('option', { name: /Annual Digital/ }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Plan' });
    expect((within(edit).getByLabelText('Plan Title') as HTMLInputElement).value).toBe('Annual Digital');
    expect(screen.getByTestId('path').textContent).toBe('/subscription-plans');
    // The list was fetched once, for the palette, and the screen reused it.
    expect(http.requests.filter((r) => r.method === 'GET' && r.path === PLANS_PATH)).toHaveLength(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.keyboard('{Control>}k{/Control}');
    palette = await screen.findByRole('dialog', { name: 'Search and commands' });
    await user.type(within(palette).getByRole('combobox'), 'new plan');
    await user.click(await within(palette).findByRole('option', { name: 'Add New Plan' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Plan' })).toBeTruthy();
  });
});
