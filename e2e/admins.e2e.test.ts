// Admin Management: the super admin creates an admin through the modal, suspends,
// activates and deletes it; the modal's keyboard and overlay behaviour; a plain admin
// sees the list without any action. Every admin a test creates is deleted again.
import type { APIRequestContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { seriousA11yViolations } from './support/axe.ts';
import {
  focusedElement,
  generatedAdmin,
  gone,
  isFocused,
  openSignedIn,
  STEP_TIMEOUT,
  visible,
  waitForPath,
  type Credentials,
} from './support/app.ts';

const files = useBrowserPerFile();

/** A phone, email and name no other test run uses. */
function uniqueAdmin(label: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-9);
  return {
    name: `E2E ${label} ${stamp}`,
    email: `e2e.${label.toLowerCase()}.${stamp}@example.com`,
    phone: `+9170${stamp.slice(-8)}`,
    // Strong enough for zxcvbn, as every admin password must be.
    password: `Quiet-Harbour-${stamp}`,
  };
}

async function openAdmins(credentials?: Credentials): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), credentials ? { credentials } : {});
  files.track(context);
  await page.goto('/admin');
  await visible(page.getByRole('heading', { name: 'Admin Management', level: 1 }));
  // The table has loaded once the signed-in super admin's row (created by the system) shows.
  await visible(page.getByRole('cell', { name: 'System', exact: true }).first());
  return page;
}

/** The number under a counter's label. */
async function counter(page: Page, label: 'Total Admins' | 'Active Admins'): Promise<number> {
  const value = page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
  return Number(await value.textContent());
}

const rowOf = (page: Page, email: string): Locator => page.getByRole('row').filter({ hasText: email });
const toast = (page: Page, text: string): Locator => page.getByText(text, { exact: true });
const createButton = (page: Page) => page.getByRole('button', { name: 'Create New Admin' });
const modal = (page: Page) => page.getByRole('dialog', { name: 'Create New Admin' });

/** The focused element's role and label, polled until it settles on `expected`. */
async function expectFocusOn(page: Page, expected: string): Promise<void> {
  await expect.poll(() => focusedElement(page), { timeout: STEP_TIMEOUT }).toBe(expected);
}

/** "+91 70123 45678": how a confirm names an admin's phone. */
const spacedPhone = (phone: string) => phone.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2');

/** The signed-in super admin's name as the API has it now (another file may have renamed it). */
async function superAdminName(request: APIRequestContext): Promise<string> {
  const headers = { Authorization: `Bearer ${await superAdminToken(request)}` };
  return ((await (await request.get('/api/users/profile/', { headers })).json()) as { name: string }).name;
}

/** The super admin's access token, through the API. */
async function superAdminToken(request: APIRequestContext): Promise<string> {
  const { phone, password } = generatedAdmin();
  const login = await request.post('/api/auth/login/', { data: { full_phone: phone, password, is_admin: true } });
  if (!login.ok()) throw new Error(`sign-in through the API answered ${login.status()}`);
  return ((await login.json()) as { access: string }).access;
}

describe('Admin Management as the super admin', () => {
  it('creates an admin in the modal, suspends, activates and deletes it', async () => {
    const page = await openAdmins();
    const total = await counter(page, 'Total Admins');
    const active = await counter(page, 'Active Admins');
    const person = uniqueAdmin('Create');

    await createButton(page).click();
    const dialog = await visible(modal(page));
    expect(await dialog.getByLabel('Role').inputValue()).toBe('admin');
    expect(await dialog.getByLabel('Active').isChecked()).toBe(true);
    await dialog.getByLabel('Name').fill(person.name);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Mobile Number').fill(person.phone);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Create Admin' }).click();

    await visible(toast(page, 'Admin created successfully!'));
    await gone(modal(page));
    const row = await visible(rowOf(page, person.email));
    // Created By names the creator, not "Admin 1".
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      `${person.name}${person.email}`,
      'Admin',
      'Active',
      await superAdminName(page.request),
      expect.stringContaining('Suspend'),
    ]);
    await expect.poll(() => counter(page, 'Total Admins')).toBe(total + 1);
    expect(await counter(page, 'Active Admins')).toBe(active + 1);

    // Suspend, after the confirm text.
    await row.getByRole('button', { name: `Suspend ${person.name}` }).click();
    const confirm = await visible(page.getByRole('alertdialog'));
    await visible(confirm.getByText('Are you sure you want to suspend this admin?', { exact: true }));
    // Then whom it is about: name and phone.
    const subject = `${person.name} · ${spacedPhone(person.phone)}`;
    await visible(confirm.getByText(subject, { exact: true }));
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
    await visible(toast(page, 'Admin suspended successfully!'));
    await visible(row.getByText('Suspended', { exact: true }));
    expect(await counter(page, 'Active Admins')).toBe(active);

    // Activate: no confirm.
    await row.getByRole('button', { name: `Activate ${person.name}` }).click();
    await visible(toast(page, 'Admin activated successfully!'));
    await visible(row.getByText('Active', { exact: true }));
    expect(await counter(page, 'Active Admins')).toBe(active + 1);

    // Delete, after the confirm text.
    await row.getByRole('button', { name: `Delete ${person.name}` }).click();
    const confirmDelete = await visible(page.getByRole('alertdialog'));
    await visible(
      confirmDelete.getByText('Are you sure you want to delete this admin? This action cannot be undone.', {
        exact: true,
      }),
    );
    await visible(confirmDelete.getByText(subject, { exact: true }));
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await visible(toast(page, 'Admin deleted successfully!'));
    await gone(rowOf(page, person.email));
    await expect.poll(() => counter(page, 'Total Admins')).toBe(total);
  });

  it("keeps the focus on the row after Activate: on the admin's Suspend, and Tab goes on to Delete", async () => {
    const page = await openAdmins();
    const headers = { Authorization: `Bearer ${await superAdminToken(page.request)}` };
    const person = uniqueAdmin('Activate');
    const created = await page.request.post('/api/dashboard/admins/', {
      headers,
      data: { ...person, is_active: false },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      await page.reload();
      const row = rowOf(page, person.email);
      await visible(row.getByText('Suspended', { exact: true }));

      // Activate acts at once, with the keyboard: no confirm to give the focus back.
      await row.getByRole('button', { name: `Activate ${person.name}` }).focus();
      await page.keyboard.press('Enter');
      await visible(toast(page, 'Admin activated successfully!'));
      await visible(row.getByText('Active', { exact: true }));
      await expectFocusOn(page, `button Suspend ${person.name}`);

      // From there, not from the page's start: the row's next control.
      await page.keyboard.press('Tab');
      await expectFocusOn(page, `button Delete ${person.name}`);

      // Delete, on every row, is as quiet as Suspend beside it: outlined, only its word in red.
      const look = (name: string) =>
        row.getByRole('button', { name }).evaluate((button) => {
          const style = getComputedStyle(button);
          return { background: style.backgroundColor, color: style.color };
        });
      const [suspend, remove] = [await look(`Suspend ${person.name}`), await look(`Delete ${person.name}`)];
      expect(remove.background).toBe(suspend.background);
      expect(remove.color).not.toBe(suspend.color);
    } finally {
      expect((await page.request.delete(`/api/dashboard/admins/${id}/`, { headers })).ok()).toBe(true);
    }
  });

  it('closes the modal on Escape and on an overlay click, keeps focus inside and returns it', async () => {
    const page = await openAdmins();
    const trigger = createButton(page);

    await trigger.click();
    const dialog = await visible(modal(page));
    await visible(dialog.getByText('Name', { exact: true }));
    // Nothing outside the modal takes the focus, however far Tab goes.
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await gone(modal(page));
    await expect.poll(() => isFocused(trigger)).toBe(true);

    await trigger.click();
    await visible(modal(page));
    // The overlay covers the page: a click at the corner, far from the centred modal, lands on it.
    await page.mouse.click(8, 8);
    await gone(modal(page));
    await expect.poll(() => isFocused(trigger)).toBe(true);
    expect(await waitForPath(page, /^\/admin$/)).toBe('/admin');
  });
});

describe('Created By', () => {
  it('falls back to "Admin {id}" once the creator is deleted, and to "System" for the first admin', async () => {
    const { context, page: setup } = await openSignedIn(files.browser());
    files.track(context);
    const headers = { Authorization: `Bearer ${await superAdminToken(setup.request)}` };
    const creator = uniqueAdmin('Creator');
    const made = uniqueAdmin('Made');
    const creatorAnswer = await setup.request.post('/api/dashboard/admins/', {
      headers,
      data: { ...creator, role: 'super_admin' },
    });
    const { id: creatorId } = (await creatorAnswer.json()) as { id: number };
    const login = await setup.request.post('/api/auth/login/', {
      data: { full_phone: creator.phone, password: creator.password, is_admin: true },
    });
    const creatorHeaders = { Authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
    const madeAnswer = await setup.request.post('/api/dashboard/admins/', { headers: creatorHeaders, data: made });
    const { id: madeId } = (await madeAnswer.json()) as { id: number };
    try {
      const page = await openAdmins();
      await visible(rowOf(page, made.email).getByRole('cell', { name: creator.name, exact: true }));

      expect((await setup.request.delete(`/api/dashboard/admins/${creatorId}/`, { headers })).ok()).toBe(true);
      await page.reload();
      await visible(rowOf(page, made.email).getByRole('cell', { name: `Admin ${creatorId}`, exact: true }));
    } finally {
      await setup.request.delete(`/api/dashboard/admins/${creatorId}/`, { headers });
      expect((await setup.request.delete(`/api/dashboard/admins/${madeId}/`, { headers })).ok()).toBe(true);
    }
  });
});

describe('weak admin passwords', () => {
  const refusal = 'Password is too weak. This is a heavily used password. Add more words that are less common.';

  it('meters "password", says why, refuses it before any call, then creates with a strong one', async () => {
    const page = await openAdmins();
    const person = uniqueAdmin('Strength');
    const creates: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/dashboard/admins/')) creates.push(request.url());
    });

    await createButton(page).click();
    const dialog = await visible(modal(page));
    await dialog.getByLabel('Name').fill(person.name);
    await dialog.getByLabel('Email').fill(person.email);
    await dialog.getByLabel('Mobile Number').fill(person.phone);
    const password = dialog.getByLabel('Password', { exact: true });
    await password.fill('password');
    const meter = await visible(dialog.getByRole('meter', { name: 'Password strength' }));
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very weak');
    await visible(dialog.getByText(`Password strength: Very weak. ${refusal}`, { exact: true }));

    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await visible(dialog.getByText(refusal, { exact: true }));
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(creates).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await password.fill(person.password);
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toMatch(/^(Strong|Very strong)$/);
    await gone(dialog.getByText(refusal, { exact: true }));
    await dialog.getByRole('button', { name: 'Create Admin' }).click();
    await visible(toast(page, 'Admin created successfully!'));
    const row = await visible(rowOf(page, person.email));
    await row.getByRole('button', { name: `Delete ${person.name}` }).click();
    await (await visible(page.getByRole('alertdialog'))).getByRole('button', { name: 'Delete', exact: true }).click();
    await gone(rowOf(page, person.email));
  });

  it('is refused by the server too: 400 validation_error under password', async () => {
    const { context, page } = await openSignedIn(files.browser());
    files.track(context);
    const headers = { Authorization: `Bearer ${await superAdminToken(page.request)}` };
    const person = uniqueAdmin('Weak');
    const answer = await page.request.post('/api/dashboard/admins/', {
      headers,
      data: { name: person.name, email: person.email, phone: person.phone, password: 'password' },
    });
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({
      message: refusal,
      code: 'validation_error',
      errors: { password: [refusal] },
    });
  });
});

describe('Admin Management as a plain admin', () => {
  it('shows the list and counters without Create or any row action', async () => {
    const { context, page: setup } = await openSignedIn(files.browser());
    files.track(context);
    const token = await superAdminToken(setup.request);
    const headers = { Authorization: `Bearer ${token}` };
    const person = uniqueAdmin('Plain');
    const created = await setup.request.post('/api/dashboard/admins/', {
      headers,
      data: { name: person.name, email: person.email, phone: person.phone, password: person.password },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    try {
      const page = await openAdmins({ phone: person.phone, password: person.password });
      await visible(rowOf(page, person.email));
      expect(await counter(page, 'Total Admins')).toBeGreaterThanOrEqual(2);
      expect(await counter(page, 'Active Admins')).toBeGreaterThanOrEqual(2);
      expect(await createButton(page).count()).toBe(0);
      expect(await page.getByRole('button', { name: /^(Suspend|Activate|Delete)\b/ }).count()).toBe(0);
      expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    } finally {
      const removed = await setup.request.delete(`/api/dashboard/admins/${id}/`, { headers });
      expect(removed.ok()).toBe(true);
    }
  });
});
