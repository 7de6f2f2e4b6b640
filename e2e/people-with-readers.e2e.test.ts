// The People screens on a product holding real readers. The suite's product starts empty,
// so this file starts its own on demo data (support/demo-product.ts: ~30,000 readers, some
// suspended, and six demo admins, one of them suspended) and walks User Management, User
// Details, the CSV export, the command palette and Admin Management's role rules on it.
// Expected figures (a search's count, who is suspended) come from the API; everything
// asserted about the screen is read through the browser.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { gone, isFocused, openSignedIn, STEP_TIMEOUT, visible, waitForPath, type Credentials } from './support/app.ts';
import type { BuiltProduct } from './support/built-product.ts';
import { DEMO_SUPER_ADMIN, demoApi, startDemoProduct, type DemoApi } from './support/demo-product.ts';

const files = useBrowserPerFile();

let product: BuiltProduct | undefined;
let api: DemoApi | undefined;

beforeAll(async () => {
  product = await startDemoProduct(inject('demoTemplate'));
  api = await demoApi(product.baseURL, DEMO_SUPER_ADMIN);
  // Writing ~30,000 readers takes minutes on a busy machine.
}, 360_000);

afterAll(async () => {
  await product?.stop();
});

function demo(): { product: BuiltProduct; api: DemoApi } {
  if (!product || !api) throw new Error('the demo product starts in beforeAll');
  return { product, api };
}

// Surnames the demo readers share; each journey that changes readers keeps to its own.
/** Journey 1 pages through its suspended readers: more than one page of them. */
const LIST_SURNAME = 'Singh';
/** Journey 2 suspends and activates readers of this name. */
const TOGGLE_SURNAME = 'Sharma';
/** Journey 3 edits a reader of this name. */
const EDIT_SURNAME = 'Nair';
/** Journey 4 exports the readers of this name. */
const EXPORT_SURNAME = 'Gupta';

const PAGE_SIZE = 20;

/** A number as the pager writes it: grouped the Indian way ("30,000", "1,23,456"). */
const counted = (n: number) => n.toLocaleString('en-IN');

// ---------------------------------------------------------------------------------------
// What the API says (expected figures only)

type Reader = { id: number; name: string; email: string | null; phone: string; address: string; is_active: boolean };
type Admin = {
  id: number;
  name: string;
  email: string | null;
  phone: string;
  role: 'super_admin' | 'admin';
  is_active: boolean;
  created_by: number | null;
  created_by_name: string | null;
};
type ListAnswer<Row> = { count: number; results: Row[] };
type ReadersQuery = { search?: string; is_active?: 'true' | 'false'; page?: number };

function readers(query: ReadersQuery, pageSize = PAGE_SIZE): Promise<ListAnswer<Reader>> {
  const params = new URLSearchParams({ page_size: String(pageSize) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  return demo().api.get(`/api/dashboard/users/?${params}`);
}

function admins(): Promise<ListAnswer<Admin> & { active_count: number }> {
  return demo().api.get('/api/dashboard/admins/?page_size=100');
}

// ---------------------------------------------------------------------------------------
// Steps on the screen

async function signedIn(
  credentials: Credentials = DEMO_SUPER_ADMIN,
  options: { acceptDownloads?: boolean } = {},
): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    baseURL: demo().product.baseURL,
    credentials,
    ...options,
  });
  files.track(context);
  return page;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users List' });
/** The table's reader rows (the header row has column headers, not cells). */
const readerRows = (page: Page) =>
  usersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
/** A reader's row, found by the phone number it shows (phones are unique). */
const rowOf = (page: Page, reader: Reader) => readerRows(page).filter({ hasText: reader.phone });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search users' });
const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });
const confirmDialog = (page: Page) => page.getByRole('alertdialog');
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });

/** The phone number each reader row shows, top to bottom. */
async function shownPhones(page: Page): Promise<string[]> {
  const texts = await readerRows(page).allTextContents();
  return texts.map((text) => /\+\d+/.exec(text)?.[0] ?? text);
}

/** Where the column headed `header` is among the table's columns. */
async function columnIndex(page: Page, header: string): Promise<number> {
  const headers = await usersTable(page).getByRole('columnheader').allTextContents();
  const index = headers.indexOf(header);
  if (index < 0) throw new Error(`no "${header}" column among ${headers.join(', ')}`);
  return index;
}

/** The text of one column in every reader row, found by the column's header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const index = await columnIndex(page, header);
  const texts: string[] = [];
  for (const row of await readerRows(page).all()) texts.push(await row.getByRole('cell').nth(index).innerText());
  return texts;
}

/** A row's cell under `header`. */
async function cellOf(page: Page, row: Locator, header: string): Promise<Locator> {
  return row.getByRole('cell').nth(await columnIndex(page, header));
}

/**
 * Waits until the table shows the server's page for `query` (the previous page stays on
 * screen while the next loads, so the rows themselves are compared) and the pager reads
 * "Showing a-b of n users" with the server's count; answers that page.
 */
async function expectListed(page: Page, query: ReadersQuery): Promise<ListAnswer<Reader>> {
  const answer = await readers(query);
  await expect
    .poll(() => shownPhones(page), { timeout: STEP_TIMEOUT })
    .toEqual(answer.results.map((reader) => reader.phone));
  const current = query.page ?? 1;
  const from = (current - 1) * PAGE_SIZE + 1;
  const to = Math.min(current * PAGE_SIZE, answer.count);
  const shown = `Showing ${counted(from)}-${counted(to)} of ${counted(answer.count)} users`;
  await visible(page.getByText(shown, { exact: true }));
  return answer;
}

/** Types a search into the list's box and presses its Search button. */
async function searchFor(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click();
}

async function openUsers(page: Page): Promise<void> {
  await page.goto('/users');
  await visible(page.getByRole('heading', { name: 'User Management', level: 1 }));
  await visible(readerRows(page).first());
}

/** The value under a label of User Details' Profile Information. */
const profileValue = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** A minimal RFC 4180 reader: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

// ---------------------------------------------------------------------------------------

describe('User Management with readers', () => {
  it('pages 20 readers, searches, filters by status and pages again; reload and Back keep the list', async () => {
    const page = await signedIn();
    await openUsers(page);
    await visible(page.getByRole('heading', { name: 'Users List', level: 2 }));
    const everyone = await expectListed(page, {});
    expect(everyone.count).toBeGreaterThan(4_000);
    expect(await readerRows(page).count()).toBe(PAGE_SIZE);

    // Page 2 of everyone, so the search below shows it starts again at page 1.
    await pager(page).getByRole('button', { name: 'Page 2', exact: true }).click();
    await waitForPath(page, /^\/users\?page=2$/);
    await expectListed(page, { page: 2 });

    await searchFor(page, LIST_SURNAME);
    expect(await waitForPath(page, /^\/users\?search=/)).toBe(`/users?search=${LIST_SURNAME}`);
    const found = await expectListed(page, { search: LIST_SURNAME });
    expect(found.count).toBeLessThan(everyone.count);
    expect(await pager(page).getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    for (const text of await readerRows(page).allTextContents()) {
      expect(text.toLowerCase()).toContain(LIST_SURNAME.toLowerCase());
    }

    await statusSelect(page).selectOption({ label: 'Inactive' });
    await waitForPath(page, /^\/users\?search=\w+&status=inactive$/);
    const suspended = await expectListed(page, { search: LIST_SURNAME, is_active: 'false' });
    // Needs a second page of them (the demo holds about 20 % suspended readers of a name).
    expect(suspended.count, `suspended readers named ${LIST_SURNAME}`).toBeGreaterThan(PAGE_SIZE);
    expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Inactive']));

    await pager(page).getByRole('button', { name: 'Next page' }).click();
    const pageTwo = `/users?page=2&search=${LIST_SURNAME}&status=inactive`;
    expect(await waitForPath(page, /^\/users\?page=2&/)).toBe(pageTwo);
    await expectListed(page, { search: LIST_SURNAME, is_active: 'false', page: 2 });
    expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Inactive']));
    for (const text of await readerRows(page).allTextContents()) {
      expect(text.toLowerCase()).toContain(LIST_SURNAME.toLowerCase());
    }

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Users List' }));
    await expectListed(page, { search: LIST_SURNAME, is_active: 'false', page: 2 });
    expect(await searchBox(page).inputValue()).toBe(LIST_SURNAME);
    expect(await statusSelect(page).inputValue()).toBe('inactive');
    expect(await pager(page).getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    await page.goBack();
    await waitForPath(page, /^\/users\?search=\w+&status=inactive$/);
    await expectListed(page, { search: LIST_SURNAME, is_active: 'false' });
    expect(await searchBox(page).inputValue()).toBe(LIST_SURNAME);
    expect(await statusSelect(page).inputValue()).toBe('inactive');

    await page.goBack();
    await waitForPath(page, /^\/users\?search=\w+$/);
    await expectListed(page, { search: LIST_SURNAME });
    expect(await statusSelect(page).inputValue()).toBe('all');
  });

  it('deactivates a reader from the list after a confirm, in place; activates it on its details and another from the list', async () => {
    const page = await signedIn();
    await openUsers(page);
    await searchFor(page, TOGGLE_SURNAME);
    const listed = await expectListed(page, { search: TOGGLE_SURNAME });
    const reader = listed.results.find((row) => row.is_active);
    if (!reader) throw new Error(`no active reader named ${TOGGLE_SURNAME} on the first page`);
    const row = rowOf(page, reader);
    const phonesBefore = await shownPhones(page);
    let loads = 0;
    page.on('load', () => (loads += 1));

    // Cancel changes nothing.
    await row.getByRole('button', { name: `Deactivate ${reader.name}` }).click();
    const confirm = await visible(confirmDialog(page));
    await visible(confirm.getByRole('heading', { name: 'Deactivate user?' }));
    await visible(
      confirm.getByText(
        `Are you sure you want to deactivate ${reader.name}? They are signed out and cannot login until activated.`,
        { exact: true },
      ),
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await gone(confirmDialog(page));
    expect(await (await cellOf(page, row, 'Status')).innerText()).toBe('Active');
    await visible(row.getByRole('button', { name: `Deactivate ${reader.name}` }));

    // Confirmed: the same row reads Inactive, without a reload.
    await row.getByRole('button', { name: `Deactivate ${reader.name}` }).click();
    await (await visible(confirmDialog(page))).getByRole('button', { name: 'Deactivate', exact: true }).click();
    await visible(toast(page, 'User deactivated successfully!'));
    await gone(confirmDialog(page));
    await visible(row.getByRole('button', { name: `Activate ${reader.name}` }));
    expect(await (await cellOf(page, row, 'Status')).innerText()).toBe('Inactive');
    expect(await shownPhones(page)).toEqual(phonesBefore);
    expect(loads).toBe(0);

    // Its details say so; Activate User there.
    await row.getByRole('link', { name: `View ${reader.name}` }).click();
    await waitForPath(page, new RegExp(`^/users/${reader.id}$`));
    await visible(page.getByRole('heading', { name: 'User Details', level: 1 }));
    await visible(page.getByText('User is deactivated and cannot login', { exact: true }));
    await page.getByRole('button', { name: 'Activate User' }).click();
    const activate = await visible(confirmDialog(page));
    await visible(activate.getByRole('heading', { name: 'Activate user?' }));
    await visible(
      activate.getByText(`Are you sure you want to activate ${reader.name}? They can login again.`, { exact: true }),
    );
    await activate.getByRole('button', { name: 'Activate', exact: true }).click();
    await visible(toast(page, 'User activated successfully!'));
    await visible(page.getByText('User can login and access the system', { exact: true }));
    await visible(page.getByRole('button', { name: 'Deactivate User' }));
    expect(loads).toBe(0);

    // A reader suspended before: activated from the list, filtered to the inactive ones.
    await openUsers(page);
    await searchFor(page, TOGGLE_SURNAME);
    await expectListed(page, { search: TOGGLE_SURNAME });
    await statusSelect(page).selectOption({ label: 'Inactive' });
    const inactive = await expectListed(page, { search: TOGGLE_SURNAME, is_active: 'false' });
    const [other] = inactive.results;
    if (!other) throw new Error(`no suspended reader named ${TOGGLE_SURNAME}`);
    const otherRow = rowOf(page, other);
    await otherRow.getByRole('button', { name: `Activate ${other.name}` }).click();
    const confirmOther = await visible(confirmDialog(page));
    await visible(
      confirmOther.getByText(`Are you sure you want to activate ${other.name}? They can login again.`, {
        exact: true,
      }),
    );
    await confirmOther.getByRole('button', { name: 'Activate', exact: true }).click();
    await visible(toast(page, 'User activated successfully!'));
    // It stays where it was, now Active, until the list is next fetched.
    await visible(otherRow.getByRole('button', { name: `Deactivate ${other.name}` }));
    expect(await (await cellOf(page, otherRow, 'Status')).innerText()).toBe('Active');
  });
});

describe('User Details with readers', () => {
  it('edits name and address in "Edit details", kept after a reload; a taken email is refused under its field', async () => {
    const { results } = await readers({ search: EDIT_SURNAME });
    const withEmail = results.filter((row) => row.email !== null);
    const [reader, other] = withEmail;
    if (!reader || !other) throw new Error(`fewer than two readers named ${EDIT_SURNAME} with an email`);
    const stamp = Date.now().toString().slice(-5);
    const newName = `${reader.name} Menon`;
    const newAddress = `Flat ${stamp}, Lake View Apartments, Marine Drive, Ernakulam, Kochi, Kerala 682031`;

    const page = await signedIn();
    await openUsers(page);
    await searchFor(page, reader.phone);
    await expectListed(page, { search: reader.phone });
    await rowOf(page, reader)
      .getByRole('link', { name: `View ${reader.name}` })
      .click();
    await waitForPath(page, new RegExp(`^/users/${reader.id}$`));
    await visible(page.getByRole('heading', { name: 'User Details', level: 1 }));
    expect(await (await visible(profileValue(page, 'Full Name'))).innerText()).toBe(reader.name);

    await page.getByRole('button', { name: 'Edit details' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Edit details' }));
    const name = dialog.getByLabel('Full Name');
    expect(await name.inputValue()).toBe(reader.name);
    expect(await dialog.getByLabel('Email', { exact: true }).inputValue()).toBe(reader.email);
    await name.fill(newName);
    await dialog.getByLabel('Address').fill(newAddress);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toast(page, 'User updated successfully!'));
    await gone(dialog);
    await expect.poll(() => profileValue(page, 'Full Name').innerText(), { timeout: STEP_TIMEOUT }).toBe(newName);
    expect(await profileValue(page, 'Address').innerText()).toBe(newAddress);

    await page.reload();
    await visible(page.getByRole('heading', { name: 'User Details', level: 1 }));
    expect(await (await visible(profileValue(page, 'Full Name'))).innerText()).toBe(newName);
    expect(await profileValue(page, 'Address').innerText()).toBe(newAddress);
    expect(await profileValue(page, 'Email').innerText()).toBe(reader.email);

    // Another reader's email is refused, under the Email field; Escape closes the dialog.
    await page.getByRole('button', { name: 'Edit details' }).click();
    const again = await visible(page.getByRole('dialog', { name: 'Edit details' }));
    const email = again.getByLabel('Email', { exact: true });
    await email.fill(other.email ?? '');
    await again.getByRole('button', { name: 'Save Changes' }).click();
    await visible(again.getByText('This email address is already in use', { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => isFocused(email), { timeout: STEP_TIMEOUT }).toBe(true);
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Edit details' }));
    expect(await profileValue(page, 'Email').innerText()).toBe(reader.email);
  });
});

describe('CSV export with readers', () => {
  it('downloads every reader of the applied search as users-YYYY-MM-DD.csv', async () => {
    const page = await signedIn(DEMO_SUPER_ADMIN, { acceptDownloads: true });
    await openUsers(page);
    await searchFor(page, EXPORT_SURNAME);
    await waitForPath(page, /^\/users\?search=/);
    const found = await expectListed(page, { search: EXPORT_SURNAME });
    expect(found.count).toBeGreaterThan(PAGE_SIZE);
    const shown = await page.getByText(/^Showing [\d,]+-[\d,]+ of [\d,]+ users$/).innerText();
    const listCount = Number(/of ([\d,]+) users/.exec(shown)?.[1]?.replace(/,/g, ''));

    const downloading = page.waitForEvent('download', { timeout: STEP_TIMEOUT });
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    const fileName = download.suggestedFilename();
    expect(fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    await visible(toast(page, `Users exported to ${fileName}`));

    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8'));
    expect(header).toEqual([
      'ID',
      'Name',
      'Email',
      'Phone',
      'Address',
      'Status',
      'Verified',
      'Registered',
      'Last login',
    ]);
    expect(rows).toHaveLength(listCount);
    expect(listCount).toBe(found.count);
    for (const [, name, mail, phone] of rows) {
      expect(`${name} ${mail} ${phone}`.toLowerCase()).toContain(EXPORT_SURNAME.toLowerCase());
    }
    // The page's own rows are among the file's.
    const ids = new Set(rows.map(([id]) => Number(id)));
    for (const reader of found.results) expect(ids.has(reader.id)).toBe(true);
  });
});

describe('command palette with readers', () => {
  it('finds a reader by part of the name and opens it; "Create New Admin" opens the modal once', async () => {
    // A reader whose name, less its last letter, finds at most the palette's five readers
    // (names repeat among 30,000 readers: look through the first pages).
    let reader: Reader | undefined;
    let typed = '';
    let found = 0;
    for (let listPage = 1; !reader && listPage <= 25; listPage += 1) {
      for (const candidate of (await readers({ page: listPage })).results) {
        const part = candidate.name.slice(0, -1);
        const count = part.length >= 3 ? (await readers({ search: part })).count : 0;
        if (count >= 1 && count <= 5) {
          reader = candidate;
          typed = part;
          found = count;
          break;
        }
      }
    }
    if (!reader) throw new Error('no reader on the first pages has a name that finds five readers or fewer');

    const page = await signedIn();
    await page.keyboard.press('Control+k');
    const dialog = await visible(palette(page));
    await dialog.getByRole('combobox', { name: 'Search' }).fill(typed);
    const group = await visible(dialog.getByRole('group', { name: 'Readers' }));
    // The one whose hint (email, else phone) is theirs: a namesake may be listed beside them.
    const option = await visible(
      group.getByRole('option', { name: new RegExp(reader.name) }).filter({ hasText: reader.email ?? reader.phone }),
    );
    await expect.poll(() => dialog.getByRole('option').count()).toBe(found);
    await option.click();
    await waitForPath(page, new RegExp(`^/users/${reader.id}$`));
    await gone(dialog);
    await visible(page.getByRole('heading', { name: 'User Details', level: 1 }));
    expect(await (await visible(profileValue(page, 'Full Name'))).innerText()).toBe(reader.name);
    expect(await profileValue(page, 'Phone').innerText()).toBe(reader.phone);

    await page.keyboard.press('Control+k');
    const again = await visible(palette(page));
    await again.getByRole('combobox', { name: 'Search' }).fill('Create New Admin');
    await (await visible(again.getByRole('option', { name: 'Create New Admin' }))).click();
    await waitForPath(page, /^\/admin$/);
    const modal = await visible(page.getByRole('dialog', { name: 'Create New Admin' }));
    await visible(modal.getByLabel('Name'));
    await page.keyboard.press('Escape');
    await gone(page.getByRole('dialog', { name: 'Create New Admin' }));

    await page.reload();
    await visible(page.getByRole('heading', { name: 'Admin Management', level: 1 }));
    await visible(page.getByRole('cell', { name: 'System', exact: true }).first());
    await visible(page.getByRole('button', { name: 'Create New Admin' }));
    expect(await page.getByRole('dialog', { name: 'Create New Admin' }).count()).toBe(0);
  });
});

describe('Admin Management with demo admins', () => {
  it('shows a plain admin the list and counters, without Create, row actions or the palette action', async () => {
    const list = await admins();
    const plain = list.results.find((admin) => admin.role === 'admin' && admin.is_active);
    const suspended = list.results.find((admin) => !admin.is_active);
    if (!plain || !suspended) throw new Error('the demo lacks an active plain admin or a suspended admin');

    const page = await signedIn({ phone: plain.phone, password: DEMO_SUPER_ADMIN.password });
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Management', level: 1 }));
    const table = page.getByRole('table', { name: 'Admins' });
    for (const admin of list.results) {
      await visible(table.getByRole('row').filter({ hasText: admin.email ?? admin.name }));
    }
    const counter = (label: string) =>
      page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd');
    expect(await counter('Total Admins').innerText()).toBe(String(list.count));
    expect(await counter('Active Admins').innerText()).toBe(String(list.active_count));
    await visible(table.getByRole('row').filter({ hasText: suspended.name }).getByText('Suspended', { exact: true }));
    expect(await page.getByRole('button', { name: 'Create New Admin' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Suspend|Activate|Delete)\b/ }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);

    await page.keyboard.press('Control+k');
    const dialog = await visible(palette(page));
    await dialog.getByRole('combobox', { name: 'Search' }).fill('Create New Admin');
    await visible(dialog.getByText('No results found.'));
    expect(await dialog.getByRole('option', { name: 'Create New Admin' }).count()).toBe(0);
    // The same palette does offer the screen itself.
    await dialog.getByRole('combobox', { name: 'Search' }).fill('Admin Management');
    await visible(dialog.getByRole('option', { name: /Admin Management/ }));
    expect(await dialog.getByRole('option', { name: 'Create New Admin' }).count()).toBe(0);
  });

  it('shows who created each admin: the name, "Admin {id}" once deleted, or "System"', async () => {
    const list = await admins();
    expect(list.results.some((admin) => admin.created_by === null)).toBe(true);
    expect(list.results.some((admin) => admin.created_by !== null)).toBe(true);

    const page = await signedIn();
    await page.goto('/admin');
    await visible(page.getByRole('heading', { name: 'Admin Management', level: 1 }));
    const table = page.getByRole('table', { name: 'Admins' });
    await visible(table.getByRole('cell', { name: 'System', exact: true }).first());
    const columns = await table.getByRole('columnheader').allTextContents();
    const createdBy = columns.indexOf('Created By');
    expect(createdBy).toBeGreaterThanOrEqual(0);
    for (const admin of list.results) {
      const row = await visible(table.getByRole('row').filter({ hasText: admin.email ?? admin.name }));
      const expected = admin.created_by === null ? 'System' : (admin.created_by_name ?? `Admin ${admin.created_by}`);
      expect(await row.getByRole('cell').nth(createdBy).innerText(), admin.name).toBe(expected);
    }
  });
});
