import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { AdminItem } from '@epaper/shared/admins.contract';
import type { AdminProfile } from '@epaper/shared/profile.contract';
import { profile, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';
import { installFakeHttp, json, type SeenRequest } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';

const LIST_PATH = '/api/dashboard/admins/';

function admin(id: number, fields: Partial<AdminItem> = {}): AdminItem {
  return {
    id,
    name: `Admin Person ${id}`,
    email: `admin${id}@example.com`,
    phone: `+9198765432${String(id).padStart(2, '0')}`,
    role: 'admin',
    is_active: true,
    created_by: 1,
    created_by_name: 'Asha Rao',
    date_joined: '2024-02-01T10:00:00Z',
    last_login: null,
    ...fields,
  };
}

/** The signed-in super admin (id 1, created by the system) and two more. */
const seed = (): AdminItem[] => [
  admin(1, {
    name: 'Asha Rao',
    email: 'asha.rao@example.com',
    role: 'super_admin',
    created_by: null,
    created_by_name: null,
  }),
  admin(2, { name: 'Ravi Kumar', email: 'ravi@example.com' }),
  // Created by an admin since deleted: only the id is left.
  admin(3, { name: 'Meera Nair', email: 'meera@example.com', is_active: false, created_by: 9, created_by_name: null }),
];

type Overrides = Partial<Record<string, (request: SeenRequest) => Response | undefined>>;

/** The admins API, with state: suspend, activate, delete and create change what the list answers. */
function fakeAdminsApi({
  admins = seed(),
  account = profile,
  overrides = {},
}: { admins?: AdminItem[]; account?: AdminProfile; overrides?: Overrides } = {}) {
  let rows = [...admins];
  return installFakeHttp((request) => {
    const url = new URL(request.path, 'http://localhost');
    const key = `${request.method} ${url.pathname}`;
    const overridden = overrides[key]?.(request);
    if (overridden) return overridden;
    if (key === 'GET /api/users/profile/') return json(200, account);
    if (key === `GET ${LIST_PATH}`) {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return json(200, {
        count: rows.length,
        active_count: rows.filter((row) => row.is_active).length,
        next: null,
        previous: null,
        results: rows.slice((page - 1) * size, page * size),
      });
    }
    if (key === `POST ${LIST_PATH}`) {
      const created = admin(rows.length + 10, {
        ...(request.body as Partial<AdminItem>),
        created_by: account.id,
        created_by_name: account.name,
      });
      rows = [...rows, created];
      return json(201, created);
    }
    const match = /^\/api\/dashboard\/admins\/(\d+)\/(suspend\/|activate\/)?$/.exec(url.pathname);
    if (match) {
      const id = Number(match[1]);
      if (request.method === 'DELETE') {
        rows = rows.filter((row) => row.id !== id);
        return json(200, { message: 'Admin deleted.' });
      }
      rows = rows.map((row) => (row.id === id ? { ...row, is_active: match[2] === 'activate/' } : row));
      return json(
        200,
        rows.find((row) => row.id === id),
      );
    }
    return json(404, { message: 'Not found', code: 'not_found' });
  });
}

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

/** Opens /admin and waits for the table's rows. */
async function openAdmins() {
  const user = userEvent.setup();
  renderApp('/admin');
  await screen.findByRole('heading', { name: 'Admin Management', level: 1 }, { timeout: 5000 });
  await screen.findByText('Ravi Kumar');
  return user;
}

const counter = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
// By the name in the Admin column: a creator's name shows in Created By too.
const rowOf = (name: string) => screen.getByText(name, { selector: 'td p' }).closest('tr') as HTMLElement;

describe('admin list', () => {
  it('shows the counters, the columns and Created By', async () => {
    fakeAdminsApi();
    await openAdmins();
    expect(counter('Total Admins')).toBe('3');
    expect(counter('Active Admins')).toBe('2');
    await waitFor(() => expect(document.title).toBe('Admin Management · E-Paper Admin'));

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Admin', 'Role', 'Status', 'Created By', 'Actions']);

    const asha = within(rowOf('Asha Rao'));
    expect(asha.getByText('asha.rao@example.com')).toBeTruthy();
    expect(asha.getByText('Super Admin')).toBeTruthy();
    expect(asha.getByText('Active')).toBeTruthy();
    expect(asha.getByText('System')).toBeTruthy();

    const meera = within(rowOf('Meera Nair'));
    expect(meera.getByText('Admin')).toBeTruthy();
    expect(meera.getByText('Suspended')).toBeTruthy();
    expect(meera.getByText('Admin 9')).toBeTruthy();
    // The creator's name, not "Admin 1".
    expect(within(rowOf('Ravi Kumar')).getByText('Asha Rao')).toBeTruthy();
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('gives a super admin Create and row actions, but none on their own row', async () => {
    fakeAdminsApi();
    await openAdmins();
    expect(screen.getByRole('button', { name: 'Create New Admin' })).toBeTruthy();
    expect(within(rowOf('Asha Rao')).queryAllByRole('button')).toHaveLength(0);
    const ravi = within(rowOf('Ravi Kumar'));
    expect(ravi.getByRole('button', { name: 'Suspend Ravi Kumar' }).textContent).toBe('Suspend');
    expect(ravi.getByRole('button', { name: 'Delete Ravi Kumar' })).toBeTruthy();
    expect(within(rowOf('Meera Nair')).getByRole('button', { name: 'Activate Meera Nair' })).toBeTruthy();
  });

  it('shows a plain admin the list and counters without Create or row actions', async () => {
    fakeAdminsApi({ account: { ...profile, id: 2, role: 'admin' } });
    await openAdmins();
    expect(counter('Total Admins')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Create New Admin' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Suspend|Activate|Delete)/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('shows a load error with its message and a Retry that loads again', async () => {
    let isDown = true;
    fakeAdminsApi({
      overrides: {
        [`GET ${LIST_PATH}`]: () =>
          isDown ? json(403, { message: 'Permission denied', code: 'forbidden' }) : undefined,
      },
    });
    const user = userEvent.setup();
    renderApp('/admin');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Failed to fetch admins: Permission denied');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
  });

  it('pages through more than 20 admins with the page in the URL', async () => {
    const many = [seed()[0]!, ...Array.from({ length: 24 }, (_, index) => admin(index + 2))];
    many[1] = admin(2, { name: 'Ravi Kumar' });
    fakeAdminsApi({ admins: many });
    const user = await openAdmins();
    expect(counter('Total Admins')).toBe('25');
    expect(screen.getByText('Showing 1-20 of 25 admins')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Admin Person 25')).toBeTruthy();
    expect(screen.getByTestId('path').textContent).toBe('/admin?page=2');
  });
});

describe('admin row actions', () => {
  it('suspends after the confirm text, then the row and counter change in place', async () => {
    const http = fakeAdminsApi();
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Suspend Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to suspend this admin?')).toBeTruthy();
    // Whom it is about, under the question.
    expect(dialog.textContent).toContain('suspend this admin?Ravi Kumar · +91 98765 43202');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText('Admin suspended successfully!')).toBeTruthy();
    expect(http.requests.some((r) => r.method === 'POST' && r.path === `${LIST_PATH}2/suspend/`)).toBe(true);
    await waitFor(() => expect(within(rowOf('Ravi Kumar')).getByText('Suspended')).toBeTruthy());
    expect(within(rowOf('Ravi Kumar')).getByRole('button', { name: 'Activate Ravi Kumar' })).toBeTruthy();
    expect(counter('Active Admins')).toBe('1');
  });

  it('cancelling the confirm sends nothing', async () => {
    const http = fakeAdminsApi();
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this admin? This action cannot be undone.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(http.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('activates without a confirm', async () => {
    fakeAdminsApi();
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Activate Meera Nair' }));
    expect(await screen.findByText('Admin activated successfully!')).toBeTruthy();
    await waitFor(() => expect(within(rowOf('Meera Nair')).getByText('Active')).toBeTruthy());
    expect(counter('Active Admins')).toBe('3');
  });

  it('deletes after the confirm text; the row leaves and Total Admins drops', async () => {
    fakeAdminsApi();
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Delete Meera Nair' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Admin deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Meera Nair')).toBeNull());
    expect(counter('Total Admins')).toBe('2');
  });

  it('toasts each failure with the server message', async () => {
    const refuse = (message: string) => () => json(409, { message, code: 'conflict' });
    fakeAdminsApi({
      overrides: {
        [`POST ${LIST_PATH}2/suspend/`]: refuse('Suspend refused'),
        [`POST ${LIST_PATH}3/activate/`]: refuse('Activate refused'),
        [`DELETE ${LIST_PATH}2/`]: refuse('Delete refused'),
      },
    });
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Suspend Ravi Kumar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Failed to suspend admin: Suspend refused')).toBeTruthy();
    // The confirm stays for another try or Cancel; the row is unchanged.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('Ravi Kumar')).getByText('Active')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Activate Meera Nair' }));
    expect(await screen.findByText('Failed to activate admin: Activate refused')).toBeTruthy();

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete Ravi Kumar' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete admin: Delete refused')).toBeTruthy();
    expect(screen.getByText('Ravi Kumar')).toBeTruthy();
  });
});

describe('Create New Admin', () => {
  async function openModal() {
    const user = await openAdmins();
    await user.click(screen.getByRole('button', { name: 'Create New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Admin' });
    return { user, dialog: within(dialog) };
  }

  const errorOf = (field: HTMLElement) => document.getElementById(`${field.id}-error`)?.textContent;

  it('has the fields with their defaults, and checks each before sending', async () => {
    const http = fakeAdminsApi();
    const { user, dialog } = await openModal();
    expect((dialog.getByLabelText('Role') as HTMLSelectElement).value).toBe('admin');
    expect(dialog.getAllByRole('option').map((option) => option.textContent)).toEqual(['Admin', 'Super Admin']);
    expect((dialog.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('Name'))).toBe('Name is required'));
    expect(errorOf(dialog.getByLabelText('Email'))).toBe('Email is required');
    expect(errorOf(dialog.getByLabelText('Mobile Number'))).toBe('Mobile number is required');
    expect(errorOf(dialog.getByLabelText('Password'))).toBe('Password is required');

    await user.type(dialog.getByLabelText('Name'), 'New Person');
    await user.type(dialog.getByLabelText('Email'), 'not-an-email');
    await user.type(dialog.getByLabelText('Mobile Number'), '98765');
    await user.type(dialog.getByLabelText('Password'), 'short');
    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));
    await waitFor(() => expect(errorOf(dialog.getByLabelText('Email'))).toBe('Enter a valid email address'));
    expect(errorOf(dialog.getByLabelText('Name'))).toBeUndefined();
    expect(errorOf(dialog.getByLabelText('Mobile Number'))).toBe(
      'Enter the mobile number with its country code, e.g. +919876543210',
    );
    expect(errorOf(dialog.getByLabelText('Password'))).toBe('Password must be at least 8 characters long');
    expect(http.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates the admin: toast, modal closed, focus back on the button, row in the list', async () => {
    const http = fakeAdminsApi();
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Name'), 'Nisha Patel');
    await user.type(dialog.getByLabelText('Email'), 'nisha@example.com');
    await user.type(dialog.getByLabelText('Mobile Number'), '+919811122233');
    await user.type(dialog.getByLabelText('Password'), 'long-enough-1');
    await user.selectOptions(dialog.getByLabelText('Role'), 'Super Admin');
    await user.click(dialog.getByLabelText('Active'));
    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByText('Admin created successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create New Admin' })));
    expect(http.requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Nisha Patel',
      email: 'nisha@example.com',
      phone: '+919811122233',
      password: 'long-enough-1',
      role: 'super_admin',
      is_active: false,
    });
    const row = within(await screen.findByText('Nisha Patel').then((cell) => cell.closest('tr') as HTMLElement));
    expect(row.getByText('Asha Rao')).toBeTruthy();
    expect(row.getByText('Suspended')).toBeTruthy();
    expect(counter('Total Admins')).toBe('4');
  });

  it('puts server field errors under their fields and toasts the failure', async () => {
    fakeAdminsApi({
      overrides: {
        [`POST ${LIST_PATH}`]: () =>
          json(400, {
            message: 'This email address is already in use',
            code: 'validation_error',
            errors: {
              email: ['This email address is already in use'],
              phone: ['This mobile number is already in use'],
            },
          }),
      },
    });
    const { user, dialog } = await openModal();
    await user.type(dialog.getByLabelText('Name'), 'Nisha Patel');
    await user.type(dialog.getByLabelText('Email'), 'ravi@example.com');
    await user.type(dialog.getByLabelText('Mobile Number'), '+919811122233');
    await user.type(dialog.getByLabelText('Password'), 'long-enough-1');
    await user.click(dialog.getByRole('button', { name: 'Create Admin' }));

    expect(await screen.findByText('Failed to create admin: This email address is already in use')).toBeTruthy();
    await waitFor(() => expect(errorOf(dialog.getByLabelText('Email'))).toBe('This email address is already in use'));
    expect(errorOf(dialog.getByLabelText('Mobile Number'))).toBe('This mobile number is already in use');
    expect(screen.getByRole('dialog', { name: 'Create New Admin' })).toBeTruthy();
  });

  it('closes on Escape and on Cancel, with focus back on Create New Admin', async () => {
    fakeAdminsApi();
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const trigger = screen.getByRole('button', { name: 'Create New Admin' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Create New Admin' });
    // Typed text does not survive closing.
    await user.type(within(dialog).getByLabelText('Name'), 'Half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    await user.click(trigger);
    expect((within(await screen.findByRole('dialog')).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
