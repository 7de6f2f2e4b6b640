import { describe, expect, it } from 'vitest';
import { profileFormSchema, type ProfileFormValues } from './profile-form-schema.ts';
import { toUpdateRequest } from './profile-update-body.ts';

const valid: ProfileFormValues = {
  name: 'Asha Rao',
  phone: '+919876543210',
  email: 'asha@example.com',
  current_password: '',
  new_password: '',
  confirm_password: '',
};

async function firstIssue(values: ProfileFormValues) {
  const result = await profileFormSchema.safeParseAsync(values);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('profile form validation', () => {
  it('accepts a name and phone change without a password', async () => {
    expect(await firstIssue(valid)).toBeNull();
    expect(toUpdateRequest(valid)).toEqual({ name: 'Asha Rao', phone: '+919876543210' });
  });

  it('checks the password change in order: current, match, length', async () => {
    expect(await firstIssue({ ...valid, new_password: 'short', confirm_password: 'other' })).toEqual({
      path: 'current_password',
      message: 'Current password is required to set a new password',
    });
    expect(
      await firstIssue({ ...valid, current_password: 'old', new_password: 'short', confirm_password: 'other' }),
    ).toEqual({
      path: 'confirm_password',
      message: 'New passwords do not match',
    });
    expect(
      await firstIssue({ ...valid, current_password: 'old', new_password: 'short', confirm_password: 'short' }),
    ).toEqual({
      path: 'new_password',
      message: 'New password must be at least 8 characters long',
    });
  });

  it('refuses a new password zxcvbn finds easy to guess, saying why, as the server does', async () => {
    const strong = { ...valid, current_password: 'old', new_password: 'Quiet-Harbour-Lamp-42' };
    expect(await firstIssue({ ...strong, new_password: 'password', confirm_password: 'password' })).toEqual({
      path: 'new_password',
      message: 'Password is too weak. This is a heavily used password. Add more words that are less common.',
    });
    // Made of the admin's own name: zxcvbn is told the name, email and number.
    expect(
      (await firstIssue({ ...strong, new_password: 'asharao2024', confirm_password: 'asharao2024' }))?.message,
    ).toMatch(/^Password is too weak\. /);
    expect(await firstIssue({ ...strong, confirm_password: strong.new_password })).toBeNull();
  });

  it('sends the password fields only with a new password', async () => {
    const values = {
      ...valid,
      current_password: 'old-secret',
      new_password: 'new-secret-words',
      confirm_password: 'new-secret-words',
    };
    expect(await firstIssue(values)).toBeNull();
    expect(toUpdateRequest(values)).toEqual({
      name: 'Asha Rao',
      phone: '+919876543210',
      current_password: 'old-secret',
      new_password: 'new-secret-words',
    });
  });

  it('requires a name and an E.164 phone', async () => {
    expect((await firstIssue({ ...valid, name: ' ' }))?.message).toBe('Name is required');
    expect((await firstIssue({ ...valid, phone: '98765' }))?.path).toBe('phone');
  });
});

describe('profile form edge cases', () => {
  it('refuses a confirmation typed without a new password instead of saving silently', async () => {
    expect(await firstIssue({ ...valid, confirm_password: 'new-secret' })).toEqual({
      path: 'confirm_password',
      message: 'New passwords do not match',
    });
    expect((await firstIssue({ ...valid, current_password: 'old', confirm_password: 'new-secret' }))?.path).toBe(
      'confirm_password',
    );
  });

  it('asks for the country code of a mobile number typed without one', async () => {
    expect(await firstIssue({ ...valid, phone: '9876543210' })).toEqual({
      path: 'phone',
      message: 'Enter the mobile number with its country code, e.g. +919876543210',
    });
    expect(await firstIssue({ ...valid, phone: '+91 98765-43210' })).toBeNull();
  });
});
