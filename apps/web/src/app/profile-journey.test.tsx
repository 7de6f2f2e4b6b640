import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import { fakeApi, profile, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openEditing() {
  const user = userEvent.setup();
  renderApp('/profile');
  // The profile screen is a lazy chunk: its first load in a cold test run can take over a second.
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 5000 }));
  await screen.findByLabelText('Current Password');
  return user;
}

describe('profile focus (C4)', () => {
  it('goes to Full Name on Edit Profile and back to Edit Profile on Cancel', async () => {
    fakeApi();
    const user = await openEditing();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full Name')));

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' })));
  });

  it('goes back to Edit Profile after Save Changes', async () => {
    fakeApi({ 'PUT /api/users/profile/': (request) => json(200, { ...profile, ...(request.body as object) }) });
    const user = await openEditing();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Profile updated successfully!');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' })));
  });
});

describe('profile messages (C5)', () => {
  it('shows a throttled current-password check in its own words under the field', async () => {
    const message = 'Too many password attempts. Try again in 15 minutes.';
    fakeApi({
      'PUT /api/users/profile/': () =>
        json(429, { message, code: 'rate_limited', errors: { current_password: [message] } }),
    });
    const user = await openEditing();
    await user.type(screen.getByLabelText('Current Password'), 'guess');
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const field = screen.getByLabelText('Current Password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe(message);
    expect(screen.queryByText(/sign-in attempts/)).toBeNull();
  });

  it('shows the network text when the save gets no answer', async () => {
    fakeApi();
    const user = await openEditing();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to update profile');
    expect(alert.textContent).toContain('Network error. Please check your connection.');
  });

  it('refuses Confirm New Password without a New Password, before any call', async () => {
    const http = fakeApi();
    const user = await openEditing();
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('New passwords do not match')).toBeTruthy();
    expect(http.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(screen.queryByText('Profile updated successfully!')).toBeNull();
  });
});

describe('recent activity on the profile', () => {
  const ACTIVITY = 'GET /api/users/activity/?page=1&page_size=5';

  it("lists the admin's latest sign-ins and sign-outs with their address", async () => {
    fakeApi({
      [ACTIVITY]: () =>
        json(200, {
          count: 2,
          next: null,
          previous: null,
          results: [
            {
              id: 2,
              activity_type: 'login',
              description: 'Signed in to the dashboard',
              ip_address: '192.0.2.7',
              created_at: '2026-11-22T09:00:00Z',
            },
            {
              id: 1,
              activity_type: 'logout',
              description: 'Signed out',
              ip_address: null,
              created_at: '2026-11-21T18:00:00Z',
            },
          ],
        }),
    });
    renderApp('/profile');
    const card = (await screen.findByRole('heading', { name: 'Recent activity' })).closest('section, div');
    expect(await screen.findByText('Signed in to the dashboard')).toBeTruthy();
    expect(screen.getByText('Signed out')).toBeTruthy();
    expect(screen.getByText(/192\.0\.2\.7/)).toBeTruthy();
    expect(card).toBeTruthy();
  });

  it('says so when there is none, and offers Retry when it cannot load', async () => {
    fakeApi({ [ACTIVITY]: () => json(200, { count: 0, next: null, previous: null, results: [] }) });
    renderApp('/profile');
    expect(await screen.findByText('No activity records found', {}, { timeout: 5000 })).toBeTruthy();
    cleanup();
    queryClient.clear();
    fakeApi({ [ACTIVITY]: () => json(500, { message: 'Internal server error', code: 'internal_error' }) });
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toBeTruthy();
  });
});
