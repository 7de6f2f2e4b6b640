// Profile: view, edit, validation, password change (a password change ends the
// account's other sessions). Changes to the generated admin's phone and password are
// always undone within the same test.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserPerFile } from './support/browser-per-file.ts';
import { MOBILE, type Viewport } from './support/browser.ts';
import {
  generatedAdmin,
  gone,
  isFocused,
  openPage,
  openSignedIn,
  profileName,
  signIn,
  userMenuButton,
  visible,
  waitForPath,
  type Credentials,
} from './support/app.ts';
import { profileForm, restoreGeneratedAdmin, save, savedBanner, startEditing } from './support/profile.ts';

const files = useBrowserPerFile();

async function signedIn(credentials?: Credentials, viewport?: Viewport): Promise<Page> {
  const { context, page } = await openSignedIn(files.browser(), {
    ...(credentials ? { credentials } : {}),
    ...(viewport ? { viewport } : {}),
  });
  files.track(context);
  return page;
}

/** Signs in from a fresh browser, proving the credentials work now. */
async function proveSignIn(credentials: Credentials): Promise<void> {
  const { context, page } = await openPage(files.browser());
  files.track(context);
  await signIn(page, { credentials });
  await visible(page.getByRole('heading', { name: 'My Profile' }));
}

/** Every profile update the page sends from now on. */
function recordUpdates(page: Page): Request[] {
  const updates: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/users/profile/')) updates.push(request);
  });
  return updates;
}

describe('profile page', () => {
  it('shows the profile information and the account information card', async () => {
    // Last Login is the sign-in before this one: make sure there was one.
    await proveSignIn(generatedAdmin());
    const page = await signedIn();
    await visible(page.getByRole('heading', { name: 'Admin Profile Information' }));
    const form = profileForm(page);

    expect((await profileName(page)).length).toBeGreaterThan(0);
    expect(await form.name.isEditable()).toBe(false);
    expect(await form.phone.inputValue()).toBe(generatedAdmin().phone);
    expect(await form.phone.isEditable()).toBe(false);
    // The generated admin has no email; the field is read-only.
    expect(await form.email.inputValue()).toBe('');
    expect(await form.email.isEditable()).toBe(false);
    expect(await form.currentPassword.count()).toBe(0);

    await visible(page.getByRole('heading', { name: 'Account Information' }));
    expect(await page.getByRole('term').allTextContents()).toEqual(['Role', 'Status', 'Member Since', 'Last Login']);
    const [role, status, memberSince, lastLogin] = await page.getByRole('definition').allTextContents();
    expect(role).toBe('Super Admin');
    expect(status).toBe('Active');
    expect(memberSince).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
    // The previous sign-in, on the service's clock with its zone named ("IST", "GMT-5").
    expect(lastLogin).toMatch(
      /^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2}\s?[ap]m (IST|GMT[+-]\d{1,2}(:\d{2})?|UTC|[A-Z]{3,4})$/i,
    );
    await visible(page.getByRole('button', { name: 'Logout' }));
  });

  it('Edit Profile reveals the password fields; Cancel puts everything back', async () => {
    const page = await signedIn();
    const name = await profileName(page);
    const form = await startEditing(page);

    await visible(form.newPassword);
    await visible(form.confirmPassword);
    await visible(form.save);
    expect(await form.name.isEditable()).toBe(true);
    expect(await form.phone.isEditable()).toBe(true);
    expect(await form.email.isEditable()).toBe(false);
    expect(await form.edit.count()).toBe(0);

    await form.name.fill('Someone Else');
    await form.cancel.click();
    await gone(form.currentPassword);
    expect(await form.name.inputValue()).toBe(name);
    expect(await form.name.isEditable()).toBe(false);
  });

  it('puts the focus on Full Name on Edit Profile, and back on Edit Profile after Cancel and Save', async () => {
    const page = await signedIn();
    const form = await startEditing(page);
    expect(await isFocused(form.name)).toBe(true);

    await form.cancel.click();
    await visible(form.edit);
    expect(await isFocused(form.edit)).toBe(true);

    await startEditing(page);
    await page.keyboard.press('End');
    expect(await save(page)).toBe(200);
    await visible(form.edit);
    expect(await isFocused(form.edit)).toBe(true);
  });

  it('shows the saved banner on screen at 375px, without moving the page', async () => {
    const page = await signedIn(undefined, MOBILE);
    const form = await startEditing(page);
    // Save Changes is far down on a phone: scrolled to, as a person would.
    await form.save.scrollIntoViewIfNeeded();
    expect(await save(page)).toBe(200);
    const banner = await visible(savedBanner(page));
    const box = await banner.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(64); // below the header
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(MOBILE.height);

    const heading = page.getByRole('heading', { name: 'Account Information' });
    const before = await heading.boundingBox();
    await gone(banner, 10_000);
    expect(await heading.boundingBox()).toEqual(before);
  });

  it('refuses Confirm New Password without New Password, before any call', async () => {
    const page = await signedIn();
    const updates = recordUpdates(page);
    const form = await startEditing(page);
    await form.confirmPassword.fill('a-new-password-1');
    await form.save.click();
    await visible(page.getByText('New passwords do not match', { exact: true }));
    expect(updates).toHaveLength(0);
  });

  it('shows the network text when the save gets no answer', async () => {
    const page = await signedIn();
    const form = await startEditing(page);
    await page.route('**/api/users/profile/', (route) =>
      route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
    );
    await form.save.click();
    const alert = await visible(page.getByRole('alert'));
    expect(await alert.textContent()).toContain('Network error. Please check your connection.');
    await visible(form.save);
  });

  it('checks a new password in order (current, match, length) before any call', async () => {
    const page = await signedIn();
    const updates = recordUpdates(page);
    const form = await startEditing(page);

    await form.newPassword.fill('short');
    await form.confirmPassword.fill('different');
    await form.save.click();
    await visible(page.getByText('Current password is required to set a new password', { exact: true }));

    await form.currentPassword.fill('anything');
    await form.save.click();
    await visible(page.getByText('New passwords do not match', { exact: true }));
    expect(await page.getByText('Current password is required to set a new password').count()).toBe(0);

    await form.confirmPassword.fill('short');
    await form.save.click();
    await visible(page.getByText('New password must be at least 8 characters long', { exact: true }));
    expect(await page.getByText('New passwords do not match').count()).toBe(0);

    expect(updates).toHaveLength(0);
    expect(await form.save.isVisible()).toBe(true);
  });

  it('meters the new password on a phone, says why "password" is weak and refuses it before any call', async () => {
    const refusal = 'Password is too weak. This is a heavily used password. Add more words that are less common.';
    const page = await signedIn(undefined, MOBILE);
    const updates = recordUpdates(page);
    const form = await startEditing(page);
    await form.currentPassword.fill('anything-at-all');
    await form.newPassword.fill('password');
    await form.confirmPassword.fill('password');
    const meter = await visible(page.getByRole('meter', { name: 'Password strength' }));
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very weak');
    await visible(page.getByText(`Password strength: Very weak. ${refusal}`, { exact: true }));

    await form.save.click();
    await visible(page.getByText(refusal, { exact: true }));
    expect(await form.newPassword.getAttribute('aria-invalid')).toBe('true');
    expect(updates).toHaveLength(0);

    await form.newPassword.fill('Quiet-Harbour-Lamp-42');
    await expect.poll(() => meter.getAttribute('aria-valuetext')).toBe('Very strong');
    await visible(page.getByText('Password strength: Very strong.', { exact: true }));
    expect(updates).toHaveLength(0);
  });

  it("shows the server's field message for a wrong current password", async () => {
    const page = await signedIn();
    const form = await startEditing(page);
    await form.currentPassword.fill('not-the-current-password');
    await form.newPassword.fill('a-new-password-1');
    await form.confirmPassword.fill('a-new-password-1');

    expect(await save(page)).toBe(400);
    await visible(page.getByText('Current password is incorrect', { exact: true }));
    expect(await form.currentPassword.getAttribute('aria-invalid')).toBe('true');
    // Still editing, nothing saved.
    await visible(form.save);
    expect(await savedBanner(page).count()).toBe(0);
  });

  it('saves a new name, shows the banner for about 5 seconds, and the header menu shows it after a reload', async () => {
    const page = await signedIn();
    const form = await startEditing(page);
    const newName = `E2E Admin ${Date.now().toString(36)}`;
    await form.name.fill(newName);

    expect(await save(page)).toBe(200);
    const banner = await visible(savedBanner(page));
    const shownAt = Date.now();
    await visible(form.edit);
    expect(await form.name.inputValue()).toBe(newName);

    await gone(banner, 10_000);
    const shownFor = Date.now() - shownAt;
    expect(shownFor).toBeGreaterThan(4_000);
    expect(shownFor).toBeLessThan(7_000);

    await page.reload();
    expect(await profileName(page)).toBe(newName);
    await (await visible(userMenuButton(page))).click();
    await visible(page.getByRole('menu').getByText(newName, { exact: true }));
  });

  it('saves a new phone number, which then signs in, and changes it back', async () => {
    const original = generatedAdmin();
    const changed: Credentials = { phone: '+919000000077', password: original.password };
    const page = await signedIn();
    let isChanged = false;
    try {
      let form = await startEditing(page);
      await form.phone.fill(changed.phone);
      expect(await save(page)).toBe(200);
      isChanged = true;
      await visible(savedBanner(page));
      expect(await form.phone.inputValue()).toBe(changed.phone);
      await proveSignIn(changed);

      form = await startEditing(page);
      await form.phone.fill(original.phone);
      expect(await save(page)).toBe(200);
      isChanged = false;
      expect(await form.phone.inputValue()).toBe(original.phone);
      await proveSignIn(original);
    } finally {
      if (isChanged) await restoreGeneratedAdmin(page.request, changed);
    }
  });

  it('changes the password for real, ends the other sessions, and changes it back', async () => {
    const original = generatedAdmin();
    const changed: Credentials = { phone: original.phone, password: `${original.password}-e2e` };
    const page = await signedIn();
    const otherSession = await signedIn();
    let isChanged = false;
    try {
      let form = await startEditing(page);
      await form.currentPassword.fill(original.password);
      await form.newPassword.fill(changed.password);
      await form.confirmPassword.fill(changed.password);
      expect(await save(page)).toBe(200);
      isChanged = true;
      await visible(savedBanner(page));
      await gone(form.currentPassword);

      // This session stays; the account's other session has ended.
      await page.reload();
      await visible(page.getByRole('heading', { name: 'Admin Profile Information' }));
      await otherSession.reload();
      await waitForPath(otherSession, /^\/signin$/);

      await proveSignIn(changed);

      form = await startEditing(page);
      await form.currentPassword.fill(changed.password);
      await form.newPassword.fill(original.password);
      await form.confirmPassword.fill(original.password);
      expect(await save(page)).toBe(200);
      isChanged = false;
      await visible(savedBanner(page));

      await proveSignIn(original);
    } finally {
      if (isChanged) await restoreGeneratedAdmin(page.request, changed);
    }
  });
});
