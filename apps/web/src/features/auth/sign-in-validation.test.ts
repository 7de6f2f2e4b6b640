import { describe, expect, it } from 'vitest';
import { SIGN_IN_FIELD_ERRORS, validateSignIn } from './sign-in-validation.ts';

describe('sign-in checks', () => {
  it('asks for the mobile number first, then the password', () => {
    expect(validateSignIn('', '')).toEqual({ phone: 'Mobile number is required' });
    expect(validateSignIn('+919876543210', '')).toEqual({ password: 'Password is required' });
    expect(validateSignIn('+919876543210', 'secret')).toEqual({});
  });

  it('says so when the country code is missing, instead of assuming +91', () => {
    expect(validateSignIn('9876543210', 'secret')).toEqual({
      phone: 'Enter the mobile number with its country code, e.g. +919876543210',
    });
    expect(validateSignIn('09876543210', '')).toEqual({
      phone: 'Enter the mobile number with its country code, e.g. +919876543210',
    });
  });

  it('gives no message the form keeps no room for', () => {
    const tried = [
      ['', ''],
      ['9876543210', ''],
      ['+91', 'secret'],
      ['+919876543210', ''],
    ] as const;
    for (const [phone, password] of tried) {
      const { phone: phoneError, password: passwordError } = validateSignIn(phone, password);
      if (phoneError) expect(SIGN_IN_FIELD_ERRORS.phone).toContain(phoneError);
      if (passwordError) expect(SIGN_IN_FIELD_ERRORS.password).toContain(passwordError);
    }
  });
});
