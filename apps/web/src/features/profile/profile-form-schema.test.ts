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

function firstIssue(values: ProfileFormValues) {
  const result = profileFormSchema.safeParse(values);
  return result.success
    ? null
    : { path: result.error.issues[0]?.path.join('.'), message: result.error.issues[0]?.message };
}

describe('profile form validation', () => {
  it('accepts a name and phone change without a password', () => {
    expect(firstIssue(valid)).toBeNull();
    expect(toUpdateRequest(valid)).toEqual({ name: 'Asha Rao', phone: '+919876543210' });
  });

  it('checks the password change in order: current, match, length', () => {
    expect(firstIssue({ ...valid, new_password: 'short', confirm_password: 'other' })).toEqual({
      path: 'current_password',
      message: 'Current password is required to set a new password',
    });
    expect(firstIssue({ ...valid, current_password: 'old', new_password: 'short', confirm_password: 'other' })).toEqual(
      {
        path: 'confirm_password',
        message: 'New passwords do not match',
      },
    );
    expect(firstIssue({ ...valid, current_password: 'old', new_password: 'short', confirm_password: 'short' })).toEqual(
      {
        path: 'new_password',
        message: 'New password must be at least 8 characters long',
      },
    );
  });

  it('sends the password fields only with a new password', () => {
    const values = {
      ...valid,
      current_password: 'old-secret',
      new_password: 'new-secret',
      confirm_password: 'new-secret',
    };
    expect(firstIssue(values)).toBeNull();
    expect(toUpdateRequest(values)).toEqual({
      name: 'Asha Rao',
      phone: '+919876543210',
      current_password: 'old-secret',
      new_password: 'new-secret',
    });
  });

  it('requires a name and an E.164 phone', () => {
    expect(firstIssue({ ...valid, name: ' ' })?.message).toBe('Name is required');
    expect(firstIssue({ ...valid, phone: '98765' })?.path).toBe('phone');
  });
});

describe('profile form edge cases', () => {
  it('refuses a confirmation typed without a new password instead of saving silently', () => {
    expect(firstIssue({ ...valid, confirm_password: 'new-secret' })).toEqual({
      path: 'confirm_password',
      message: 'New passwords do not match',
    });
    expect(firstIssue({ ...valid, current_password: 'old', confirm_password: 'new-secret' })?.path).toBe(
      'confirm_password',
    );
  });

  it('asks for the country code of a mobile number typed without one', () => {
    expect(firstIssue({ ...valid, phone: '9876543210' })).toEqual({
      path: 'phone',
      message: 'Enter the mobile number with its country code, e.g. +919876543210',
    });
    expect(firstIssue({ ...valid, phone: '+91 98765-43210' })).toBeNull();
  });
});
