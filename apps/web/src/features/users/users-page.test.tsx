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
const nameless = makeUser({
  id: 8,
  name: '',
  phone: '',
  email: 'anon@example.com',
  is_active: false,
  is_verified: false,
});

describe('User Management list', () => {
  it('shows the columns, N/A for empty name and phone, badges and the server count', async () => {
    const http = fakeUsersApi({ 'GET /api/dashboard/users/': () => json(200, page([ravi, nameless], 45)) });
    renderUsers('/users');

    expect(screen.getByRole('heading', { name: 'Users List' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Status', 'Verified', 'Registered', 'Actions']);
    const raviRow = (await within(table).findByText('Ravi Kumar')).closest('tr')!;
    expect(within(raviRow).getByText('Active')).toBeTruthy();
    expect(within(raviRow).getByText('Verified')).toBeTruthy();
    expect(within(raviRow).getByText('5 Mar 2025')).toBeTruthy();
    expect(within(raviRow).getByRole('link', { name: 'View Ravi Kumar' }).getAttribute('href')).toBe('/users/7');

    const anonRow = within(table).getByText('anon@example.com').closest('tr')!;
    expect(within(anonRow).getAllByText('N/A')).toHaveLength(2);
    expect(within(anonRow).getByText('Inactive')).toBeTruthy();
    expect(within(anonRow).getByText('Unverified')).toBeTruthy();

    expect(screen.getByText('Showing 1-20 of 45 users')).toBeTruthy();
    expect(http.requests[0]?.path).toBe('/api/dashboard/users/?page=1&page_size=20');
  });

  it('reverses the order from page 1 with the order toggle, keeping it in the URL', async () => {
    const user = userEvent.setup();
    const http = fakeUsersApi({ 'GET /api/dashboard/users/': () => json(200, page([ravi], 60)) });
    renderUsers('/users?page=3');
    await screen.findByText('Showing 41-60 of 60 users');
    const order = screen.getByRole('group', { name: 'Order' });
    const pressed = () =>
      within(order)
        .getAllByRole('button', { pressed: true })
        .map((button) => button.textContent);
    expect(pressed()).toEqual(['Newest first']);

    await user.click(within(order).getByRole('button', { name: 'Oldest first' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/users?order=oldest'));
    await waitFor(() =>
      expect(http.requests.at(-1)?.path).toBe('/api/dashboard/users/?page=1&page_size=20&ordering=date_joined'),
    );
    expect(pressed()).toEqual(['Oldest first']);
    await user.click(within(order).getByRole('button', { name: 'Newest first' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/users'));
  });

  it('numbers only the pages of the first 10,000 readers and says how to reach the others', async () => {
    const user = userEvent.setup();
    const http = fakeUsersApi({ 'GET /api/dashboard/users/': () => json(200, page([ravi], 1_000_000)) });
    renderUsers('/users?page=499');
    await screen.findByText('Showing 9,961-9,980 of 10,00,000 users');
    expect(
      screen.getByText(
        'Showing the first 10,000 of 10,00,000 — refine the search, or reverse the order to start from the other end',
      ),
    ).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: 'Page 500' })).toBeTruthy();
    expect(within(nav).queryByRole('button', { name: 'Page 50000' })).toBeNull();

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/users?page=500'));
    await waitFor(() => expect(http.requests.at(-1)?.path).toBe('/api/dashboard/users/?page=500&page_size=20'));
    expect(within(nav).getByRole('button', { name: 'Next page' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('says "No users found" for an empty list', async () => {
    fakeUsersApi({ 'GET /api/dashboard/users/': () => json(200, page([])) });
    renderUsers('/users');
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('searches and filters from page 1, keeping the state in the URL', async () => {
    const user = userEvent.setup();
    const http = fakeUsersApi({ 'GET /api/dashboard/users/': () => json(200, page([ravi], 60)) });
    renderUsers('/users?page=3');
    await screen.findByText('Showing 41-60 of 60 users');

    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ravi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/users?search=ravi'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Inactive');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/users?search=ravi&status=inactive'));
    await waitFor(() =>
      expect(http.requests.at(-1)?.path).toBe('/api/dashboard/users/?page=1&page_size=20&search=ravi&is_active=false'),
    );
    expect(
      Array.from((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).options).map((o) => o.text),
    ).toEqual(['All Status', 'Active', 'Inactive']);
  });

  it('deactivates a user after the confirm and updates the row in place', async () => {
    const user = userEvent.setup();
    const http = fakeUsersApi({
      'GET /api/dashboard/users/': () => json(200, page([ravi])),
      'POST /api/dashboard/users/7/suspend/': () => json(200, { ...ravi, is_active: false }),
    });
    renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'Deactivate Ravi Kumar' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Deactivate user?' });
    expect(http.requests.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByRole('button', { name: 'Activate Ravi Kumar' })).toBeTruthy();
    const row = screen.getByText('Ravi Kumar').closest('tr')!;
    expect(within(row).getByText('Inactive')).toBeTruthy();
    expect(await screen.findByText('User deactivated successfully!')).toBeTruthy();
    expect(http.requests.filter((request) => request.path.startsWith('/api/dashboard/users/?'))).toHaveLength(1);
  });

  it('does nothing when the confirm is cancelled, and toasts a failure', async () => {
    const user = userEvent.setup();
    const http = fakeUsersApi({
      'GET /api/dashboard/users/': () => json(200, page([nameless])),
      'POST /api/dashboard/users/8/activate/': () => json(409, { message: 'Account is locked', code: 'conflict' }),
    });
    renderUsers('/users');
    await user.click(await screen.findByRole('button', { name: 'Activate anon@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(http.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Activate anon@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('Failed to activate user: Account is locked')).toBeTruthy();
    // The confirm stays open after a failure, for another try; Cancel closes it.
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByText('anon@example.com').closest('tr')!).getByText('Inactive')).toBeTruthy();
  });

  it('shows the load error with Retry', async () => {
    const user = userEvent.setup();
    let isDown = true;
    fakeUsersApi({
      'GET /api/dashboard/users/': () =>
        isDown ? json(500, { message: 'Database unavailable', code: 'internal_error' }) : json(200, page([ravi])),
    });
    renderUsers('/users');
    expect((await screen.findByRole('alert')).textContent).toContain('Database unavailable');
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ravi Kumar')).toBeTruthy();
  });
});
