import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../../lib/api/fake-http.test-helper.ts';
import { fakeUsersApi, makeUser, page, renderUsers } from './users.test-helper.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ravi = makeUser();
const subscription = {
  id: 3,
  plan: { id: 1, title: 'Gold Annual', description: 'Every edition for a year', price: '1499.00' },
  start_date: '2025-01-01T00:00:00Z',
  end_date: '2026-01-01T00:00:00Z',
  status: 'active',
  payment_method: 'UPI',
  payment_reference: 'PAY-123',
  auto_renewal: true,
  amount_paid: '1499.00',
};
const login = {
  id: 11,
  activity_type: 'login',
  description: 'Signed in on Android',
  ip_address: '203.0.113.9',
  created_at: '2025-04-02T08:15:00Z',
};

function readerApi(overrides: Parameters<typeof fakeUsersApi>[0] = {}) {
  return fakeUsersApi({
    'GET /api/dashboard/users/7/': () => json(200, ravi),
    'GET /api/dashboard/users/7/subscriptions/': () => json(200, page([subscription])),
    'GET /api/dashboard/users/7/activity/': () => json(200, page([login])),
    ...overrides,
  });
}

describe('User Details', () => {
  it('shows the profile, a back link to /users and the status card', async () => {
    readerApi();
    renderUsers('/users/7');
    expect(await screen.findByRole('tab', { name: 'Profile Information', selected: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Users' }).getAttribute('href')).toBe('/users');
    expect(screen.getByText('User can login and access the system')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deactivate User' })).toBeTruthy();
    const profile = screen.getByRole('tabpanel');
    expect(within(profile).getByText('12 MG Road, Bengaluru')).toBeTruthy();
    expect(within(profile).getByText('Standard User')).toBeTruthy();
    expect(within(profile).getByText('Verified')).toBeTruthy();
  });

  it('lists subscriptions in rupees and the activity log', async () => {
    const user = userEvent.setup();
    readerApi();
    renderUsers('/users/7');
    await user.click(await screen.findByRole('tab', { name: 'Subscription History' }));
    const subscriptions = await screen.findByRole('table', { name: 'Subscription History' });
    expect(within(subscriptions).getByText('Gold Annual')).toBeTruthy();
    expect(within(subscriptions).getByText('Every edition for a year')).toBeTruthy();
    expect(within(subscriptions).getByText('₹1,499.00')).toBeTruthy();
    expect(within(subscriptions).getByText('PAY-123')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Activity Log' }));
    const activity = await screen.findByRole('table', { name: 'Activity Log' });
    expect(within(activity).getByText('Login')).toBeTruthy();
    expect(within(activity).getByText('203.0.113.9')).toBeTruthy();
  });

  it('shows the empty texts of both tabs', async () => {
    const user = userEvent.setup();
    readerApi({
      'GET /api/dashboard/users/7/subscriptions/': () => json(200, page([])),
      'GET /api/dashboard/users/7/activity/': () => json(200, page([])),
    });
    renderUsers('/users/7');
    await user.click(await screen.findByRole('tab', { name: 'Subscription History' }));
    expect(await screen.findByText('No subscription history found')).toBeTruthy();
    expect(screen.getByText('This user has not subscribed to any plans yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Activity Log' }));
    expect(await screen.findByText('No activity records found')).toBeTruthy();
    expect(screen.getByText('This user has no recorded activity yet.')).toBeTruthy();
  });

  it('deactivates after the confirm, and the card follows', async () => {
    const user = userEvent.setup();
    readerApi({ 'POST /api/dashboard/users/7/suspend/': () => json(200, { ...ravi, is_active: false }) });
    renderUsers('/users/7');
    await user.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('button', { name: 'Activate User' })).toBeTruthy();
    expect(screen.getByText('User is deactivated and cannot login')).toBeTruthy();
  });

  it('toasts a failed deactivation', async () => {
    const user = userEvent.setup();
    readerApi({
      'POST /api/dashboard/users/7/suspend/': () =>
        json(500, { message: 'Database unavailable', code: 'internal_error' }),
    });
    renderUsers('/users/7');
    await user.click(await screen.findByRole('button', { name: 'Deactivate User' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to suspend user: Database unavailable')).toBeTruthy();
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Deactivate User' })).toBeTruthy();
  });

  it('opens an admin read-only', async () => {
    fakeUsersApi({
      'GET /api/dashboard/users/1/': () =>
        json(200, makeUser({ id: 1, name: 'Asha Rao', is_admin: true, role: 'super_admin' })),
    });
    renderUsers('/users/1');
    expect(await screen.findByText('Administrator')).toBeTruthy();
    expect(screen.getByText('Administrators are managed in Admin Management.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Deactivate User' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
  });

  it.each(['/users/999', '/users/abc'])('shows "User not found." for %s', async (path) => {
    fakeUsersApi({});
    renderUsers(path);
    expect(await screen.findByText('User not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Users' })).toBeTruthy();
  });

  it('shows a load failure with its message and Retry', async () => {
    fakeUsersApi({
      'GET /api/dashboard/users/7/': () => json(500, { message: 'Database unavailable', code: 'internal_error' }),
    });
    renderUsers('/users/7');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch user details');
    expect(alert.textContent).toContain('Database unavailable');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('edits details, with the server field errors under their fields', async () => {
    const user = userEvent.setup();
    const http = readerApi({
      'PATCH /api/dashboard/users/7/': (request) =>
        (request.body as { email?: string }).email === 'taken@example.com'
          ? json(400, {
              message: 'This email address is already in use',
              code: 'validation_error',
              errors: { email: ['This email address is already in use'] },
            })
          : json(200, { ...ravi, ...(request.body as object) }),
    });
    renderUsers('/users/7');
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('This email address is already in use');

    await user.clear(email);
    await user.type(email, 'ravi.k@example.com');
    await user.click(within(dialog).getByLabelText('Verified'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(http.requests.at(-1)?.body).toEqual({ email: 'ravi.k@example.com', is_verified: false });
    expect(await screen.findByText('User updated successfully!')).toBeTruthy();
    expect(within(screen.getByRole('tabpanel')).getByText('ravi.k@example.com')).toBeTruthy();
  });

  it("checks the details with the contract's rules before sending, and gives the focus back on closing", async () => {
    const user = userEvent.setup();
    const http = readerApi();
    renderUsers('/users/7');
    const opener = await screen.findByRole('button', { name: 'Edit details' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    const name = within(dialog).getByLabelText('Full Name');
    const email = within(dialog).getByLabelText('Email');
    await user.clear(name);
    await user.type(name, '   ');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(document.getElementById(`${name.id}-error`)?.textContent).toBe('Name is required'));
    expect(document.getElementById(`${email.id}-error`)?.textContent).toBe('Enter a valid email address');
    expect(http.requests.every((request) => request.method === 'GET')).toBe(true);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
