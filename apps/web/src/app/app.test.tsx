import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json } from '../lib/api/fake-http.test-helper.ts';
import { saveTokens } from '../lib/api/token-storage.ts';
import { fakeApi, profile, renderApp } from './app.test-helper.tsx';
import { queryClient } from './query-client.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in journey', () => {
  it('validates in order, signs in, keeps the tokens and returns to the page asked for', async () => {
    const user = userEvent.setup();
    const http = fakeApi();
    renderApp('/profile');

    await screen.findByRole('heading', { name: 'Sign In' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Mobile number is required')).toBeTruthy();
    expect(screen.queryByText('Password is required')).toBeNull();

    await user.type(screen.getByLabelText('Mobile Number'), '+919876543210');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(http.requests).toHaveLength(0);

    await user.type(screen.getByLabelText('Password'), 'correct-horse');
    await user.click(screen.getByLabelText('Keep me logged in'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('heading', { name: 'My Profile' });
    expect(http.requests[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/login/',
      body: { full_phone: '+919876543210', password: 'correct-horse', is_admin: true },
    });
    expect(localStorage.getItem('refresh_token')).toBe('r1');
    // The header names the admin.
    expect(screen.getByRole('button', { name: 'Asha Rao' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('shows the server message when the sign-in is refused', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/auth/login/': () => json(401, { message: 'Invalid mobile number or password', code: 'x' }) });
    renderApp('/signin');

    await user.type(await screen.findByLabelText('Mobile Number'), '+919876543210');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Invalid mobile number or password');
  });

  it('drops stored tokens the profile call refuses, and asks to sign in', async () => {
    saveTokens({ access: 'stale', refresh: 'gone' }, { persist: true });
    fakeApi({
      'GET /api/users/profile/': () => json(401, { message: 'Token expired', code: 'token_not_valid' }),
      'POST /api/auth/token/refresh/': () => json(401, { message: 'Token is invalid', code: 'token_not_valid' }),
    });
    vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(localStorage.getItem('access_token')).toBeNull();
  });
});

describe('profile screen', () => {
  it('shows a server field error under its field', async () => {
    const user = userEvent.setup();
    saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
    fakeApi({
      'PUT /api/users/profile/': () =>
        json(400, {
          message: 'Validation failed',
          code: 'validation_error',
          errors: { current_password: ['Current password is incorrect'] },
        }),
    });
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('Current Password'), 'not-it');
    await user.type(screen.getByLabelText('New Password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm New Password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const field = screen.getByLabelText('Current Password');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toBe('Current password is incorrect');
  });

  it('saves, shows the banner and updates the signed-in name', async () => {
    const user = userEvent.setup();
    saveTokens({ access: 'a1', refresh: 'r1' }, { persist: false });
    const http = fakeApi({
      'PUT /api/users/profile/': (request) => json(200, { ...profile, ...(request.body as object) }),
    });
    renderApp('/profile');

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const name = screen.getByLabelText('Full Name');
    await user.clear(name);
    await user.type(name, 'Asha R. Menon');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeTruthy();
    expect(http.requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Asha R. Menon',
      phone: '+919876543210',
    });
    // The header follows the saved name at once.
    await user.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Asha R. Menon' }));
    expect(within(await screen.findByRole('menu')).getByText('Asha R. Menon')).toBeTruthy();
  });
});
