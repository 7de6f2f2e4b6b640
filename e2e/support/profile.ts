// The profile screen's controls, and a safety net that puts the generated admin's phone
// and password back through the API if a journey that changes them fails half-way.
import type { APIRequestContext, Page } from 'playwright-core';
import { generatedAdmin, visible, type Credentials } from './app.ts';

/** The fields and buttons of "Admin Profile Information". */
export function profileForm(page: Page) {
  return {
    name: page.getByLabel('Full Name'),
    phone: page.getByLabel('Phone Number'),
    email: page.getByLabel('Email', { exact: true }),
    currentPassword: page.getByLabel('Current Password', { exact: true }),
    newPassword: page.getByLabel('New Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm New Password', { exact: true }),
    edit: page.getByRole('button', { name: 'Edit Profile' }),
    save: page.getByRole('button', { name: 'Save Changes' }),
    cancel: page.getByRole('button', { name: 'Cancel' }),
  };
}

/** Turns editing on and waits for the password fields. */
export async function startEditing(page: Page) {
  const form = profileForm(page);
  await (await visible(form.edit)).click();
  await visible(form.currentPassword);
  return form;
}

/** The success banner. */
export function savedBanner(page: Page) {
  return page.getByRole('status').filter({ hasText: 'Profile updated successfully!' });
}

/** Saves the form and waits for the server's answer to the PUT. */
export async function save(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().endsWith('/api/users/profile/'),
  );
  await profileForm(page).save.click();
  return (await answer).status();
}

/**
 * Cleanup only: signs in through the API as `current` and sets the generated admin's
 * phone and password back, so a failed journey does not break the files after it.
 */
export async function restoreGeneratedAdmin(request: APIRequestContext, current: Credentials): Promise<void> {
  const original = generatedAdmin();
  const login = await request.post('/api/auth/login/', {
    data: { full_phone: current.phone, password: current.password, is_admin: true },
  });
  if (!login.ok()) throw new Error(`restore: sign-in as ${current.phone} answered ${login.status()}`);
  const { access } = (await login.json()) as { access: string };
  const headers = { Authorization: `Bearer ${access}` };
  const profile = (await (await request.get('/api/users/profile/', { headers })).json()) as { name: string };
  const passwordChange =
    current.password === original.password
      ? {}
      : { current_password: current.password, new_password: original.password };
  const update = await request.put('/api/users/profile/', {
    headers,
    data: { name: profile.name, phone: original.phone, ...passwordChange },
  });
  if (!update.ok()) throw new Error(`restore: profile update answered ${update.status()}`);
}
